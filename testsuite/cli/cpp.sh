# -C runs the C preprocessor with -D, -U and -I: #define, #include and #if.
mkdir inc
cat > inc/cli_limits.h <<'END'
#define LIMIT 100
END
cat > cpp.d <<'END'
#include "cli_limits.h"
#define TWICE(x) ((x) * 2)
BEGIN
{
#ifdef GREETING
	printf("%s %d\n", GREETING, TWICE(LIMIT));
#endif
#ifdef GONE
	gone = 1;
#endif
	exit(0);
}
END
dtap -C -I inc -D 'GREETING="hi"' -D GONE -U GONE --pass=1 -s cpp.d
echo "exit $?"
dtap -C -I inc -D GONE --pass=1 -s cpp.d
echo "exit $?"
# without -C a directive is a syntax error
dtap --pass=1 -s cpp.d > /dev/null 2>&1
echo "without -C: exit $?"
