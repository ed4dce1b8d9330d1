# dtapio gets SIGKILL while the module runs: dtaprun unloads it.
m=${1%.ko}
dtaprun "$1" > /dev/null 2> err &
p=$!
i=0
while [ $i -lt 100 ] && ! pidof dtapio > /dev/null; do sleep 0.1; i=$((i + 1)); done
sleep 0.2
kill -KILL $(pidof dtapio)
wait $p
echo "dtaprun exit $?"
grep -v '^dtaprun: module' err
grep -c "^$m " /proc/modules
exit 0
