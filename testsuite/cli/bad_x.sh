# -x with an unknown option or a bad value: a clear message, exit status 1
# (dtrace: cmd/dtrace.c, "failed to set -x" through dfatal(), E_ERROR).
# iregs: exactly DIF's 8 (dt_opt_iregs: fewer is EDT_NOREG); strsize at
# least 2 (dt_opt_strsize).  -b is -x bufsize (cmd/dtrace.c).  version: a
# number dtrace-utils defines (dt_opt_version: EDT_VERSINVAL, EDT_VERSUNDEF).
for x in nosuch bufsize=abc bufsize=1 strsize=0 strsize=1 strsize=65537 aggsortkey=maybe \
	iregs=4 iregs=9 version=abc version=99.0 version=2.0.1; do
	dtap -x "$x" --pass=2 -n BEGIN > out 2> err
	echo "-x $x: exit $?"
	cat err
	[ -s out ] && echo "(stdout not empty)"
done
for b in 4m abc; do
	dtap -b "$b" --pass=2 -n BEGIN > out 2> err
	echo "-b $b: exit $?"
	grep -o 'bufsize=[0-9]*' out
	cat err
done
exit 0
