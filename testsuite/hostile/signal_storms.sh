# 50 SIGINTs, then 50 SIGTERMs, in a row (to dtaprun and dtapio) while
# dtaprun is loading, running and draining: six runs of one module, each
# must end with the module gone; dmesg and memory are checked over all.
ko=$1
m=${ko%.ko}
storm() {	# SIGNAL PHASE
	dtaprun "$ko" > /dev/null 2>&1 &
	p=$!
	i=0
	if [ "$2" != loading ]; then	# dtapio is up: the module runs
		while [ $i -lt 100 ] && ! pidof dtapio > /dev/null; do sleep 0.1; i=$((i + 1)); done
		sleep 0.2
	fi
	i=0
	while [ $i -lt 50 ] && kill -"$1" $p 2> /dev/null; do
		kill -"$1" $(pidof dtapio) 2> /dev/null
		i=$((i + 1))
	done
	wait $p
	echo "$1 $2: $(grep -c "^$m " /proc/modules)"
}
for sig in INT TERM; do
	for phase in loading running draining; do
		storm $sig $phase
	done
done
exit 0
