# dtaprun -O json on a module compiled for text, stopped by SIGINT.
dtaprun -O json "$1" > /tmp/json_sigint.out 2> /tmp/json_sigint.err &
p=$!
sleep 2
kill -INT $p
wait $p
rc=$?
cat /tmp/json_sigint.out
cat /tmp/json_sigint.err >&2
exit $rc
