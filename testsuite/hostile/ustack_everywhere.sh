# the workload's three chains, 300 ms each; skipped re-entrant firings
# (the profile interrupting a system call probe) and drops vary: not shown
dtaprun -c 'sh -c "/root/w/ustackwl 300 loop; /root/w/ustackwl 300 bad; /root/w/ustackwl 300"' "$1" 2> err
echo "exit $?"
grep -v "re-entrant\|drop" err
exit 0
