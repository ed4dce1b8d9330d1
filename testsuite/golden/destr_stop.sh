# sysload loops on getppid in the background; stop() must leave it stopped.
/root/w/sysload getppid 1000000000 &
p=$!
dtaprun "$1" > /tmp/destr_stop.out 2> /tmp/destr_stop.err
rc=$?
sleep 0.2
cat /tmp/destr_stop.out
echo "sysload state: $(awk '/^State:/ { print $2 }' /proc/$p/status)"
kill -CONT $p
kill $p
wait $p 2> /dev/null
cat /tmp/destr_stop.err >&2
exit $rc
