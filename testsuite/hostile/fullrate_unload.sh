m=${1%.ko}
dtaprun "$1" > out 2> err &
p=$!
i=0
while [ $i -lt 100 ] && ! pidof dtapio > /dev/null; do sleep 0.1; i=$((i + 1)); done
sleep 0.2
kill -INT $p
wait $p
echo "exit $?"
grep -c "^$m " /proc/modules
# both CPUs counted (the aggregation printed at exit has two rows + @s)
grep -c . out
exit 0
