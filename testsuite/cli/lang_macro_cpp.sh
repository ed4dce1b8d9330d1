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
# Line markers are kept: an error after an #include names the script's
# own line, and one in a header names the header.
printf '#include <endian.h>\nBEGIN\n{\n\tx = ;\n}\n' > after.d
dtap -C --pass=1 -s after.d
echo "exit $?"
printf '#include "bad.h"\nBEGIN { }\n' > inc.d
printf '\n\nint int x;\n' > bad.h
dtap -C --pass=2 -s inc.d
echo "exit $?"
