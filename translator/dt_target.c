/*
 * dt_target.c - the kernel a program is for.  The driver picks it before
 * pass 2 because providers match probe descriptions against what that
 * kernel has (its system calls, functions, tracepoints), not against the
 * host's.
 */
#include <string.h>

#include "dt_impl.h"

static struct dt_target target;
static bool target_set;

void dt_target_set(const char *release, const char *build_dir)
{
	target.release = release;
	target.build_dir = build_dir;
	target_set = true;
}

const struct dt_target *dt_target_get(void)
{
	return target_set ? &target : NULL;
}

/* Debian's build tree holds the generated headers and a one-line
 * Makefile "include /usr/src/linux-headers-X-common/Makefile"; the
 * common tree has the rest of include/. */
const char *dt_target_srcdir(void)
{
	static const char *srcdir;
	char line[512];
	FILE *f;

	if (srcdir || !target_set)
		return srcdir;
	srcdir = target.build_dir;
	f = fopen(dt_sprintf("%s/Makefile", target.build_dir), "r");
	if (!f)
		return srcdir;
	while (fgets(line, sizeof(line), f)) {
		size_t n = strlen(line);

		if (strncmp(line, "include /", 9) || n < 10 + 9)
			continue;
		line[strcspn(line, "\n")] = '\0';
		n = strlen(line);
		if (n > 9 && !strcmp(line + n - 9, "/Makefile")) {
			srcdir = dt_strndup(line + 8, n - 8 - 9);
			break;
		}
	}
	fclose(f);
	return srcdir;
}
