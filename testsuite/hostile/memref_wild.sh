# the dumps of addresses that happened to be mapped vary: only the summary
# and that errors were reported (and nothing else went to stderr) are shown
dtaprun -c '/root/w/sysload getppid 2000' "$1" > out 2> err
echo "exit $?"
grep '^chip' out
grep -q 'invalid address' err && echo "invalid addresses reported"
grep -v 'invalid address\|re-entrant\|drop' err
exit 0
