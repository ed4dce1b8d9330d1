# -x with an unknown option or a bad value: a clear message, exit status 1
# (dtrace: cmd/dtrace.c, "failed to set -x" through dfatal(), E_ERROR).
for x in nosuch bufsize=abc bufsize=1 strsize=0 strsize=65537 aggsortkey=maybe; do
	dtap -x "$x" --pass=2 -n BEGIN > out 2> err
	echo "-x $x: exit $?"
	cat err
	[ -s out ] && echo "(stdout not empty)"
done
exit 0
