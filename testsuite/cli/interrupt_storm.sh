# Storms of 50 SIGINTs, then of 50 SIGTERMs, at dtap as it starts (before
# it catches signals) and while kbuild builds the module (pass 4): dtap
# dies of the signal whatever it was doing, its work directory is gone
# and none of its children (cpp, make, gcc) is left running.
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
mkdir t
dtap=$(readlink -f "$(command -v dtap)")
for sig in INT TERM; do
	for phase in start build; do
		: > err
		# (a background job of sh ignores SIGINT: give dtap the default back)
		TMPDIR=$PWD/t env --default-signal=INT dtap --pass=4 --no-cache --kernel="$k" --module=cli_storm \
			-n "BEGIN { exit(0); } /* $sig $phase */" 2> err &
		pid=$!
		n=0	# dtap itself, not the shell that forks it
		while [ "$(readlink /proc/$pid/exe)" != "$dtap" ] && [ $n -lt 1000 ]; do
			n=$((n + 1))
		done
		n=0
		while [ $phase = build ] && ! ls t/*/build.log > /dev/null 2>&1 && [ $n -lt 600 ]; do
			sleep 0.1
			n=$((n + 1))
		done
		i=0
		while [ $i -lt 50 ] && kill -$sig $pid 2> /dev/null; do
			i=$((i + 1))
		done
		{ wait $pid; } 2> /dev/null
		echo "SIG$sig storm at $phase: exit $?"
		cat err
		ls -A t
		n=0	# children get SIGTERM, then SIGKILL after 2 s
		while pgrep -f "$PWD/t/" > /dev/null && [ $n -lt 50 ]; do
			sleep 0.1
			n=$((n + 1))
		done
		pgrep -fl "$PWD/t/"
	done
done
ls
