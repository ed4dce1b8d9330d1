# pid_exit: dtaprun -p on a pidwl that exits while traced; dtaprun ends
# with it (exit 0), END's output printed.
/root/w/pidwl 8 300 > /dev/null &
dtaprun -p "$!" "$1"
echo "dtaprun exit $?"
