# Bad usage: one line naming the problem, then the usage (the text of -h),
# on stderr; exit status 2; nothing on stdout.
dtap -h > usage
try() {
	dtap "$@" > out 2> err
	rc=$?
	echo "dtap $*: exit $rc"
	head -n 1 err
	tail -n +2 err | cmp -s - usage || echo "(no usage after the message)"
	[ -s out ] && echo "(stdout not empty)"
	return 0
}
try -j
try -qj -n BEGIN
try --bogus
try -s
try -n
try -x
try --pass
try --module
try --pass=0 -n BEGIN
try --pass=6 -n BEGIN
try --pass=x -n BEGIN
try -n BEGIN extra
try
try -q
try -c true -p 1 -n BEGIN
try -l -s x.d
try -l -V	# cmd/dtrace.c: one mode at a time, E_USAGE
try -V -h -s x.d
