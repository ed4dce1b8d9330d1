# pid_killed: pidwl sleeps 1.5 s before each call; dtaprun -p attaches
# during the first sleep, the second starts at 1.5 s with the return probe
# pending, and the process is killed at 2.2 s.
/root/w/pidwl 5 1500 > /dev/null &
p=$!
( sleep 2.2; kill -KILL "$p" ) &
dtaprun -p "$p" "$1"
echo "dtaprun exit $?"
wait "$p"
echo "pidwl status $?"
