m=${1%.ko}
dtaprun "$1" > out 2> err &
p=$!
i=0
# Wait (up to 30 s: an emulated guest on a loaded host is slow) until the
# module is live and dtapio reads it, so SIGINT hits a running session.
while [ $i -lt 300 ] && ! { pidof dtapio > /dev/null && grep -q "^$m .* Live" /proc/modules; }; do
	sleep 0.1; i=$((i + 1))
done
sleep 0.2
kill -INT $p
wait $p
echo "exit $?"
grep -c "^$m " /proc/modules
# both CPUs counted (the aggregation printed at exit has two rows + @s)
grep -c . out
exit 0
