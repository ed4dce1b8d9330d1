# dtaprun and dtapio get SIGKILL: nothing unloads the module, so it must
# still be running, and rmmod (the admin's way out) must unload it while
# its probes fire.
m=${1%.ko}
dtaprun "$1" > /dev/null 2>&1 &
p=$!
i=0
while [ $i -lt 100 ] && ! pidof dtapio > /dev/null; do sleep 0.1; i=$((i + 1)); done
sleep 0.2
kill -KILL $p $(pidof dtapio)
wait $p 2> /dev/null
i=0	# dtapio gone: its open files no longer hold the module
while [ $i -lt 50 ] && pidof dtapio > /dev/null; do sleep 0.1; i=$((i + 1)); done
grep -c "^$m " /proc/modules
rmmod "$m" && echo unloaded
grep -c "^$m " /proc/modules
exit 0
