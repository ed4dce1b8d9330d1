# The rest of dtrace-utils' option list: accepted with dtrace's value
# syntax (bad values refused with dtrace's words, exit 2), booleans taking
# every pair of dt_opt_runtime's words; -x empty lets an -s file be empty.
for x in amin=Evolving/Evolving/Common amin=stable/STABLE/isa amin=Stable/Stable \
	amin=Fine/Stable/Common amin bpflog bpflogsize=1m core cpphdrs ctypes=/tmp/ct \
	ctypes debug disasm=3 dtypes=/tmp/dt empty evaltime=exec evaltime=main \
	evaltime=later iregs=8 iregs=0 kdefs knodefs late=dynamic late=never \
	lazyload ldpath=/usr/bin/ld linkmode=kernel linkmode=primary linkmode=somehow \
	linktype=elf linktype=dof modpath=/lib/modules noresolve pgmax=1 preallocate=1m \
	pspec strip syslibdir=/usr/lib/dtrace syslibdir tree=4 tregs=8 udefs unodefs \
	verbose version=2.0 version=1.6.3 version=2 version=256.0 version=1.6.3.1 version=two quiet=enable \
	quiet=disabled quiet=set quiet=unset quiet=maybe; do
	dtap -x "$x" --pass=2 -n 'BEGIN { exit(0); }' > out 2> err
	echo "-x $x: exit $?"
	grep '^options:' out | cut -d' ' -f1,2
	cat err
done
: > empty.d
dtap -x errtags --pass=2 -s empty.d > out 2> err
echo "empty.d: exit $?"
cat err
dtap -x empty --pass=2 -s empty.d > out 2> err
echo "empty.d -x empty: exit $?"
grep -c "script 'empty.d': 0 probes" out
cat err
exit 0
