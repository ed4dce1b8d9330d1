# -x cpp/define/undef/incdir/stdc are -C -D -U -I as dtrace has them; cpp
# runs with -undef and dtrace's predefined macros (the machine's too).
mkdir inc
echo '#define FROM_INC 5' > inc/x.h
cat > m.d <<'EOF'
#include "x.h"
BEGIN
{
	trace(FOO + FROM_INC);
#if defined(__SUNW_D) && defined(__linux) && defined(_LP64) && defined(__dtap__)
	trace("dtrace macros");
#endif
#if defined(__x86_64__) || defined(__aarch64__)
	trace("machine");
#endif
#ifdef __GNUC__
	trace("gcc leaks in");
#endif
#ifdef GONE
	trace("gone");
#endif
}
EOF
dtap -x cpp -x define=FOO=3 -x define=GONE -x undef=GONE -x incdir=inc -x stdc=a --pass=1 -s m.d
echo "exit $?"
dtap -x cpp -x incdir=inc -x cpppath=/no/such/cpp --pass=1 -s m.d
echo "exit $?"
dtap -x stdc=x --pass=1 -s m.d 2>&1 | head -1
dtap -x define --pass=1 -s m.d 2>&1 | head -1
dtap -C -H -I inc -D FOO=1 --pass=1 -s m.d 2>&1 >/dev/null | head -1 | sed "s/^\.* //"
