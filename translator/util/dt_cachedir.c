/*
 * dt_cachedir.c - the cache directory ($XDG_CACHE_HOME/dtap, else
 * ~/.cache/dtap) and the rule for trusting it.
 *
 * What dtap keeps there is acted on: signed modules are handed out to be
 * loaded (by root, often), the kbuild recipe is a list of commands dtap
 * runs, the feature header is compiled into every module.  A directory
 * that another user can write (a shared XDG_CACHE_HOME, a HOME kept by
 * sudo) would let that user plant any of them, so, as ssh treats ~/.ssh,
 * dtap refuses a cache that is not the user's alone: the directory and
 * everything dtap reads from it owned by the effective user and writable
 * by no one else, and every directory above it owned by that user or
 * root and not writable by others (unless sticky, as /tmp is).
 */
#include <errno.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/dt_util.h"

/* Why PATH (stat in ST) may not be trusted, NULL if it may.  OURS: it
 * must belong to the user, not merely to the user or root. */
static const char *untrusted(const char *path, const struct stat *st, bool ours)
{
	uid_t me = geteuid();

	if (st->st_uid != me && (ours || st->st_uid != 0))
		return dt_sprintf("it is owned by uid %u, not by you (uid %u)",
				  (unsigned)st->st_uid, (unsigned)me);
	if ((st->st_mode & (S_IWGRP | S_IWOTH)) && (ours || !(st->st_mode & S_ISVTX)))
		return dt_sprintf("it is writable by %s (chmod go-w %s)",
				  st->st_mode & S_IWOTH ? "others" : "its group", path);
	return NULL;
}

static void __attribute__((noreturn)) refuse(const char *path, const char *why)
{
	fprintf(stderr, "dtap: refusing to use the cache %s: %s, so another user could "
		"plant modules or build commands in it; use a directory of your own "
		"(XDG_CACHE_HOME=DIR)\n", path, why);
	exit(1);
}

/* The directories above ROOT that exist (resolved: through symbolic
 * links), up to /: the user's or root's, not writable by others unless
 * sticky.  Checked whether or not ROOT exists yet: an other user's
 * directory above it could move a cache dtap is about to create. */
static void check_ancestors(const char *root)
{
	char *dir = dt_strdup(root), *p = NULL, *slash;
	struct stat st;
	const char *why;

	while (!p && (slash = strrchr(dir, '/')) != NULL && slash != dir) {
		*slash = '\0';
		p = realpath(dir, NULL);
	}
	if (!p)
		p = realpath("/", NULL);
	while (p) {
		if (stat(p, &st) == 0 && (why = untrusted(p, &st, false)) != NULL)
			refuse(p, why);
		slash = strrchr(p, '/');
		if (!slash || !strcmp(p, "/"))
			break;
		slash[slash == p ? 1 : 0] = '\0';
	}
	free(p);
}

bool dt_cache_trusted(const char *path)
{
	struct stat st;
	const char *why;

	if (lstat(path, &st) < 0)
		return errno == ENOENT;		/* nothing there yet */
	if ((why = untrusted(path, &st, true)) == NULL && !S_ISLNK(st.st_mode))
		return true;
	fprintf(stderr, "dtap: refusing to use %s from the cache: %s\n", path,
		why ? why : "it is a symbolic link");
	return false;
}

/* The cache's top directory, checked once per run with the ones above. */
static const char *cache_root(void)
{
	static const char *root;
	static bool checked;
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	struct passwd *pw;
	struct stat st;
	const char *why;

	if (!root) {
		if (xdg && *xdg) {
			root = dt_sprintf("%s/dtap", xdg);
		} else {
			if (!home || !*home) {
				pw = getpwuid(getuid());
				home = pw ? pw->pw_dir : "/tmp";
			}
			root = dt_sprintf("%s/.cache/dtap", home);
		}
	}
	if (!checked) {
		if (stat(root, &st) == 0 && (why = untrusted(root, &st, true)) != NULL)
			refuse(root, why);
		check_ancestors(root);
		checked = true;
	}
	return root;
}

const char *dt_cache_dir(const char *sub)
{
	const char *dir = dt_sprintf("%s/%s", cache_root(), sub);
	struct stat st;
	const char *why;

	if (stat(dir, &st) == 0 && (why = untrusted(dir, &st, true)) != NULL)
		refuse(dir, why);
	return dir;
}
