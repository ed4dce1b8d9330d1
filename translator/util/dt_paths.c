/*
 * dt_paths.c - find dtap's parts at run time, from the build tree or from an
 * installation, so that neither layout needs a rebuild to move.
 *
 * Build tree (dtap binary at the top of the repository):
 *   ./runtime ./tapsets ./dtaprun ./dtapio ./stapio/dtap-vm
 * Installation (dtap in PREFIX/bin):
 *   PREFIX/share/dtap/runtime  PREFIX/share/dtap/tapsets
 *   PREFIX/bin/dtaprun  PREFIX/libexec/dtap/dtapio  PREFIX/libexec/dtap/dtap-vm
 * $DTAP_HOME, when set, is searched first, with the build-tree layout.
 */
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/dt_util.h"

struct dt_place {
	const char *what;
	const char *tree;	/* relative to the build tree top */
	const char *installed;	/* relative to PREFIX */
};

static const struct dt_place places[] = {
	{ "runtime", "runtime", "share/dtap/runtime" },
	{ "tapsets", "tapsets", "share/dtap/tapsets" },
	{ "dtaprun", "dtaprun", "bin/dtaprun" },
	{ "dtapio", "dtapio", "libexec/dtap/dtapio" },
	{ "dtap-vm", "stapio/dtap-vm", "libexec/dtap/dtap-vm" },
};

/* Directory holding the running executable, e.g. "/usr/bin". */
static const char *exe_dir(void)
{
	static char dir[PATH_MAX];
	ssize_t n;
	char *slash;

	if (dir[0])
		return dir;
	n = readlink("/proc/self/exe", dir, sizeof(dir) - 1);
	if (n <= 0) {
		strcpy(dir, ".");
		return dir;
	}
	dir[n] = '\0';
	slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	return dir;
}

static const char *first_existing(const char *a, const char *b, const char *c)
{
	const char *cand[] = { a, b, c };

	for (size_t i = 0; i < 3; i++)
		if (cand[i] && access(cand[i], F_OK) == 0)
			return cand[i];
	return NULL;
}

const char *dt_path(const char *what)
{
	const char *home = getenv("DTAP_HOME");
	const struct dt_place *p = NULL;
	const char *found;

	for (size_t i = 0; i < sizeof(places) / sizeof(places[0]); i++)
		if (strcmp(places[i].what, what) == 0)
			p = &places[i];
	if (!p)
		return NULL;

	found = first_existing(
		home && *home ? dt_sprintf("%s/%s", home, p->tree) : NULL,
		dt_sprintf("%s/%s", exe_dir(), p->tree),
		dt_sprintf("%s/../%s", exe_dir(), p->installed));
	/* Nothing found: name the installed place, so messages show where
	 * the part was expected. */
	return found ? found : dt_sprintf("%s/../%s", exe_dir(), p->installed);
}
