# SIGTERM and SIGINT to dtap while kbuild builds the module (pass 4):
# dtap ends the build, removes its work directory and dies of the signal.
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
mkdir t
for sig in TERM INT; do
	TMPDIR=$PWD/t dtap --pass=4 --no-cache --kernel="$k" --module=cli_intr \
		-n "BEGIN { exit(0); } /* $sig */" 2> err &
	pid=$!
	n=0
	while ! ls t/*/build.log > /dev/null 2>&1 && [ $n -lt 600 ]; do
		sleep 0.1
		n=$((n + 1))
	done
	kill -$sig $pid
	{ wait $pid; } 2> /dev/null
	rc=$?	# (no "Terminated" from sh on stderr)
	echo "SIG$sig during the build: exit $rc"
	cat err
	ls -A t
done
ls
