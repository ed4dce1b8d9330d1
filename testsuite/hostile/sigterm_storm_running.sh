# 50 SIGTERM in a row while dtaprun is running
m=${1%.ko}
dtaprun "$1" > /dev/null 2>&1 &
p=$!
i=0
if [ 1 = 1 ]; then
	while [ $i -lt 100 ] && ! pidof dtapio > /dev/null; do sleep 0.1; i=$((i + 1)); done
	sleep 0.5
fi
i=0
while [ $i -lt 50 ] && kill -TERM $p 2> /dev/null; do
	kill -TERM $(pidof dtapio) 2> /dev/null
	i=$((i + 1))
done
wait $p
echo done
grep -c "^$m " /proc/modules
exit 0
