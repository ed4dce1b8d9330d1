# SIGKILL to a running `dtap --vm`: dtap-vm (told by PR_SET_PDEATHSIG)
# stops its qemu guest and removes its temporary directory, and dtap's own
# work directory is already gone (dtap-vm reads the module through
# /proc/self/fd).  Nothing of the run is left: no process, no file.
mod=e2e_sigkill_$$
mkdir t
TMPDIR=$PWD/t dtap --vm -q --module=$mod -n 'BEGIN { printf("started\n"); }
	profile:::tick-1s { }' > out 2> err &
pid=$!
n=0
while ! grep -q started out 2> /dev/null && [ $n -lt 1200 ]; do
	sleep 0.1
	n=$((n + 1))
done
cat out
kill -KILL $pid
{ wait $pid; } 2> /dev/null
left() { pgrep -f -- "$PWD/t/|$mod" > /dev/null; }
n=0
while left && [ $n -lt 100 ]; do
	sleep 0.1
	n=$((n + 1))
done
if left; then
	echo "still running after 10 s:"
	pgrep -af -- "$PWD/t/|$mod"
	kill -KILL $(pgrep -f -- "$PWD/t/|$mod") 2> /dev/null
fi
ls -A t
cat err
