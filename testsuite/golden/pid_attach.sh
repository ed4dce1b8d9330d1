# pid_attach: dtaprun -p on a running pidwl; after dtaprun exits the
# program goes on and exits 0 with its usual sums.
/root/w/pidwl 8 250 > /tmp/pid_attach.out &
p=$!
dtaprun -p "$p" "$1"
echo "dtaprun exit $?"
wait "$p"
echo "pidwl exit $?"
cat /tmp/pid_attach.out
