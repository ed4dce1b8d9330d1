# dtap -h -s provider.d: a provider definition's header of sys/sdt.h probes
# (each with a semaphore defined weak in the header, its _ENABLED() test and
# its macro), which a program of two files builds with; dtap lists the probes
# it gets (names with "-", arguments typed by size). Errors: a definition
# that does not parse, -h with -n.
cat > myapp.d <<'END'
/* the provider of a made-up application */
#pragma D attributes Evolving/Evolving/Common provider myapp provider
provider myapp {
	/* a query starts: its text and its number */
	probe query__start(const char *, int);
	probe query__done(const char *);
	probe tick();
};
END
dtap -h -s myapp.d; echo "rc $?"
cat myapp.h
dtap -h -s myapp.d -o probes.h; echo "rc $?"
grep -c . probes.h
grep '_H$' probes.h
cat > app.c <<'END'
#include <stdio.h>
#include "myapp.h"
int other(void);
int main(void)
{
	for (int i = 0; i < 3; i++) {
		if (MYAPP_QUERY_START_ENABLED())
			puts("enabled");
		MYAPP_QUERY_START("select", i);
		MYAPP_TICK();
	}
	return other();
}
END
cat > other.c <<'END'
#include "myapp.h"
int other(void)
{
	MYAPP_QUERY_DONE("select");
	return MYAPP_QUERY_START_ENABLED();
}
END
gcc -O2 -Wall -Wextra -Werror -o app app.c other.c; echo "cc $?"
./app; echo "app $?"
dtap -lv -n 'myapp$target:::' -c ./app 2> /dev/null |
	sed 's/^ *[0-9][0-9]* *myapp[0-9][0-9]* */ID myappN /' | grep -v 'Attributes\|Names:\|Semantics:\|Class:\|^$'
echo "-- errors"
printf 'provider bad {\n\tprobe x(int)\n};\n' > bad.d
dtap -x errtags -h -s bad.d; echo "rc $?"
ls bad.h 2> /dev/null
# a probe declared twice (dt_parser.c, dt_cook_provider: D_PROV_PRDUP)
printf 'provider dup {\n\tprobe x__y(int);\n\tprobe x__y(char *);\n};\n' > dup.d
dtap -x errtags -h -s dup.d 2>&1; echo "rc $?"
printf 'probe x(int);\n' > notprov.d
dtap -x errtags -h -s notprov.d; echo "rc $?"
dtap -h -s myapp.d -n 'BEGIN' 2>&1 | head -n 1
