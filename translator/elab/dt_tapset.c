/*
 * dt_tapset.c - the tapset library: D files loaded before the script.
 *
 * dtap reads every *.d of the installed tapsets directory (dt_path
 * "tapsets": the build tree's tapsets/ or PREFIX/share/dtap/tapsets), then
 * of each -I DIR / -x libdir=DIR, in name order within a directory, as
 * dtrace loads its library path.  A file says what it needs with
 *
 *   #pragma D depends_on provider NAME    a provider of dtap (or of a
 *                                         tapset loaded before it)
 *   #pragma D depends_on module NAME      a module of the target kernel
 *                                         (built in or in its tree)
 *   #pragma D depends_on library FILE.d   another tapset file, loaded first
 *
 * and a file whose needs the target does not meet is skipped (said under
 * -v), never an error: a script that uses what it declares is told which
 * tapset was skipped and why (dt_tapset_why).
 *
 * A loaded file's declarations are elaborated before the script's, but
 * quietly: a declaration that fails (a kernel type this target lacks, a
 * built-in this dtap lacks) is dropped and remembered with its first
 * diagnostic, which is reported only if the script names it.  So one
 * tapset written for many kernels costs nothing where it does not apply.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "elab/dt_elab.h"

#define MAXDIRS 16

static const char *dirs[MAXDIRS];
static int ndirs;

void dt_tapset_add_dir(const char *dir)
{
	if (ndirs < MAXDIRS)
		dirs[ndirs++] = dir;
}

/* ---- why a name is missing ---- */

struct unavailable {
	const char *name;	/* an identifier or a type name */
	const char *why;	/* "tapset FILE ...: reason" */
	struct unavailable *next;
};

static struct unavailable *missing;

static void note_missing(const char *name, const char *why)
{
	struct unavailable *u = dt_zalloc(sizeof(*u));

	u->name = name;
	u->why = why;
	u->next = missing;
	missing = u;
}

const char *dt_tapset_why(const char *name)
{
	for (const struct unavailable *u = missing; u; u = u->next)
		if (!strcmp(u->name, name))
			return u->why;
	return NULL;
}

/* The names declaration D gives, for dt_tapset_why. */
static void note_decl_missing(const struct dt_decl *d, const char *why)
{
	if (d->scope == 'S' && d->name)
		note_missing(dt_sprintf("%s %s", d->is_union ? "union" : "struct", d->name), why);
	else if (d->scope == 'X')
		note_missing(dt_sprintf("translator %s", d->type), why);
	else if (d->scope == 'E')
		for (const struct dt_decl_enum *e = d->enums; e; e = e->next)
			note_missing(e->name, why);
	else if (d->name)
		note_missing(d->name, why);
}

/* ---- what the target offers ---- */

static bool provider_exists(const char *name, const struct dt_script *loaded)
{
	for (int i = 0; dt_providers[i]; i++)
		if (!strcmp(dt_providers[i]->name, name))
			return true;
	(void)loaded;	/* stable providers of tapsets: the probe-alias form */
	return false;
}

/* Does FILE (modules.builtin, modules.dep) name module NAME ("xfs" for
 * kernel/fs/xfs/xfs.ko; '-' and '_' are the same in module names)? */
static bool listed_in(const char *file, const char *name)
{
	FILE *f = fopen(file, "r");
	char line[512];
	bool found = false;

	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f)) {
		char *end = strstr(line, ".ko"), *base;

		if (!end)
			continue;
		*end = '\0';
		base = strrchr(line, '/');
		base = base ? base + 1 : line;
		found = strlen(base) == strlen(name);
		for (size_t i = 0; found && name[i]; i++)
			found = base[i] == name[i] || (strchr("-_", base[i]) && strchr("-_", name[i]));
	}
	fclose(f);
	return found;
}

bool dt_tapset_module_exists(const char *name)
{
	const struct dt_kernel *k = dt_kernel_get();
	const char *dir;
	struct stat st;

	if (!strcmp(name, "vmlinux") || !k || !k->release)
		return true;
	dir = dt_sprintf("/lib/modules/%s", k->release);
	if (stat(dt_sprintf("%s/modules.dep", dir), &st) != 0)
		return true;	/* nothing to tell by: assume it is there */
	return listed_in(dt_sprintf("%s/modules.builtin", dir), name) ||
	       listed_in(dt_sprintf("%s/modules.dep", dir), name);
}

/* ---- loading ---- */

struct tapset {
	const char *path, *base;
	char *text;
	struct dt_script *script;
	bool loaded, skipped;
	struct tapset *next;
	struct tapset *lnext;	/* in the order they were loaded */
};

static struct tapset *files, *loaded_first, **loaded_tail = &loaded_first;

static void pending_reset(void);

void dt_tapset_reset(void)
{
	ndirs = 0;
	missing = NULL;
	files = loaded_first = NULL;
	loaded_tail = &loaded_first;
	pending_reset();
}

static bool library_loaded(const char *base)
{
	for (const struct tapset *t = files; t; t = t->next)
		if (t->loaded && !strcmp(t->base, base))
			return true;
	return false;
}

bool dt_tapset_library_loaded(const char *name)
{
	return library_loaded(name);
}

/* "depends_on CLASS NAME" of pragma P: NULL if met, else what is missing;
 * *WAIT: a library dependency that may still load. */
static const char *unmet(const struct dt_pragma *p, bool *wait)
{
	char cls[32], name[256];

	if (strncmp(p->text, "depends_on", 10) ||
	    sscanf(p->text + 10, " %31s %255s", cls, name) != 2)
		return NULL;
	if (!strcmp(cls, "provider") && !provider_exists(name, NULL))
		return dt_sprintf("provider %s is not available", name);
	if (!strcmp(cls, "module") && !dt_tapset_module_exists(name))
		return dt_sprintf("module %s is not in kernel %s", name,
				  dt_kernel_get() ? dt_kernel_get()->release : "?");
	if (!strcmp(cls, "library") && !library_loaded(name)) {
		for (const struct tapset *t = files; t; t = t->next)
			if (!strcmp(t->base, name) && !t->skipped)
				*wait = true;
		return dt_sprintf("library %s is not loaded", name);
	}
	return NULL;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.d files of DIR, in name order, added to the list. */
static void scan_dir(const char *dir, struct tapset ***tail)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **names = NULL;
	size_t cap = 0, n = 0;

	if (!d)
		return;
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name);

		if (len > 2 && !strcmp(e->d_name + len - 2, ".d") && e->d_name[0] != '.') {
			names = dt_grow(names, &cap, n + 1, sizeof(*names));
			names[n++] = dt_strdup(e->d_name);
		}
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof(*names), by_name);
	for (size_t i = 0; i < n; i++) {
		struct tapset *t = dt_zalloc(sizeof(*t));

		t->path = dt_sprintf("%s/%s", dir, names[i]);
		t->base = names[i];
		**tail = t;
		*tail = &t->next;
	}
	free(names);
}

/* Decide one file: false while it waits for a library not loaded yet. */
static bool decide(struct tapset *t, bool verbose, bool last_round)
{
	for (const struct dt_pragma *p = t->script->pragmas; p; p = p->next) {
		bool wait = false;
		const char *why = unmet(p, &wait);

		if (!why)
			continue;
		if (wait && !last_round)
			return false;
		t->skipped = true;
		if (verbose)
			fprintf(stderr, "dtap: tapset %s skipped: %s\n", t->path, why);
		for (const struct dt_decl *d = t->script->decls; d; d = d->next)
			note_decl_missing(d, dt_sprintf("tapset %s was skipped: %s", t->base, why));
		return true;
	}
	t->loaded = true;
	*loaded_tail = t;
	loaded_tail = &t->lnext;
	return true;
}

/* Parse T; false (diagnosed) if it is broken: dtap's bug, or the user's
 * -I tapset's. */
static bool parse_one(struct tapset *t)
{
	t->script = t->text ? dt_parse(t->path, t->text, -1) : NULL;
	if (!t->script) {
		if (!t->text)
			fprintf(stderr, "dtap: cannot read tapset %s\n", t->path);
		return false;
	}
	if (t->script->clauses) {
		dt_error(D_SYNTAX, &t->script->clauses->loc, "a tapset declares and defines "
			 "probes; it has no clauses");
		return false;
	}
	return true;
}

/* Are the libraries T's text names in "#pragma D depends_on library X"
 * parsed (or not tapsets of ours)? */
static bool deps_parsed(const struct tapset *t)
{
	static const char key[] = "depends_on library ";

	for (const char *p = t->text ? strstr(t->text, key) : NULL; p;
	     p = strstr(p + 1, key)) {
		const char *name = p + sizeof(key) - 1;
		size_t len = strcspn(name, " \t\r\n");

		for (const struct tapset *o = files; o; o = o->next)
			if (o != t && !o->script && strlen(o->base) == len &&
			    !strncmp(o->base, name, len))
				return false;
	}
	return true;
}

struct dt_script *dt_tapsets_load(bool verbose)
{
	struct tapset **tail = &files;
	struct dt_script *all = dt_zalloc(sizeof(*all));
	const char *installed = dt_path("tapsets");
	int nfiles = 0;

	if (installed)
		scan_dir(installed, &tail);
	for (int i = 0; i < ndirs; i++)
		scan_dir(dirs[i], &tail);
	for (struct tapset *t = files; t; t = t->next, nfiles++)
		t->text = dt_read_file(t->path, NULL);
	/* parsed in dependency order: a file's typedef names are known to the
	 * lexer of the files that use its library */
	for (int round = 0; round <= nfiles; round++)
		for (struct tapset *t = files; t; t = t->next)
			if (!t->script && (round == nfiles || deps_parsed(t)) &&
			    !parse_one(t))
				return NULL;
	for (struct tapset *t = files; t; t = t->next) {
		for (struct dt_decl *d = t->script->decls; d; d = d->next)
			d->tapset = t->base;
	}
	/* library dependencies: a file waits for the files it names; each
	 * round decides at least one, the last one decides the rest */
	for (int round = 0; round <= nfiles; round++)
		for (struct tapset *t = files; t; t = t->next)
			if (!t->loaded && !t->skipped)
				decide(t, verbose, round == nfiles);
	/* in the order decided: what a file needs comes before it */
	for (struct tapset *t = loaded_first; t; t = t->lnext) {
		for (const struct dt_pragma *p = t->script->pragmas; p; p = p->next)
			if (!strncmp(p->text, "attributes", 10))
				dt_attr_pragma(NULL, p);	/* its providers' */
		t->script->pragmas = NULL;
		dt_script_append(all, t->script);
	}
	dt_alias_collect(all);	/* stable probes: dtap -l lists them */
	return all;
}

/*
 * Elaborate tapset declaration D quietly: when it fails, nothing is
 * reported now; its names remember the first diagnostic, which a use in
 * the script reports.
 */
static void elab_quietly(struct dt_program *prog, struct dt_decl *d)
{
	const struct dt_clause *clause = prog->clause;
	const char *first;

	prog->clause = NULL;	/* a declaration belongs to no clause */
	dt_diag_capture(true);
	dt_elab_decl(prog, d);
	first = dt_diag_capture(false);
	prog->clause = (struct dt_clause *)clause;
	if (first)
		note_decl_missing(d, dt_sprintf("tapset %s:%s", d->tapset, first));
}

/* Declarations elaborated when a script first needs them: translators,
 * stable probes and inlines that translate (curpsinfo) name kernel
 * types, whose lookup a script that uses none of them should not pay
 * (nor depend on). */
struct pending {
	struct dt_decl *d;
	bool done;
	struct pending *next;
};

static struct pending *pending, **pending_tail = &pending;

static void pending_reset(void)
{
	pending = NULL;
	pending_tail = &pending;
}

static bool has_xlate(const struct dt_node *n)
{
	for (; n; n = n->next)
		if (n->kind == ND_XLATE || has_xlate(n->lhs) || has_xlate(n->rhs) ||
		    has_xlate(n->cond) || has_xlate(n->args))
			return true;
	return false;
}

void dt_tapset_elab_decl(struct dt_program *prog, struct dt_decl *d)
{
	if (d->scope == 'X' || d->scope == 'P' || (d->scope == 'i' && has_xlate(d->init))) {
		struct pending *p = dt_zalloc(sizeof(*p));

		p->d = d;
		*pending_tail = p;
		pending_tail = &p->next;
		return;
	}
	elab_quietly(prog, d);
}

void dt_tapset_need(struct dt_program *prog, char scope, const char *name)
{
	for (struct pending *p = pending; p; p = p->next)
		if (!p->done && p->d->scope == scope && (!name || !strcmp(p->d->name, name))) {
			p->done = true;
			elab_quietly(prog, p->d);
		}
}

/* A D version: "1", "1.2", "1.2.3", each part a number. */
static bool is_version(const char *s)
{
	int parts = 0;

	for (;;) {
		if (*s < '0' || *s > '9')
			return false;
		while (*s >= '0' && *s <= '9')
			s++;
		parts++;
		if (!*s)
			return parts <= 3;
		if (*s++ != '.')
			return false;
	}
}

/*
 * "#pragma D depends_on CLASS NAME" and "#pragma D binding "VER" NAME" in
 * a script: a dependency the target does not meet is an error (a tapset's
 * only skips the file); a binding must name a version of D.
 */
bool dt_tapset_is_file(const char *path)
{
	for (const struct tapset *t = files; t && path; t = t->next)
		if (t->path == path || !strcmp(t->path, path))
			return true;
	return false;
}

void dt_tapset_pragma(const struct dt_pragma *p)
{
	char word[32], a[256], b[256], extra[2];
	int n = sscanf(p->text, "%31s %255s %255s %1s", word, a, b, extra);
	bool dep = !strcmp(word, "depends_on"), wait = false;
	const char *why;

	if (n != 3) {
		dt_error(D_PRAGMA_MALFORM, &p->loc, dep ? "malformed #pragma %s <class> <name>" :
			 "malformed #pragma %s \"version\" <ident>", word);
		return;
	}
	if (!dep) {
		size_t len = strlen(a);

		if (len < 3 || a[0] != '"' || a[len - 1] != '"' ||
		    !is_version(dt_strndup(a + 1, len - 2)))
			dt_error(D_PRAGMA_INVAL, &p->loc, "invalid version string specified by "
				 "#pragma %s", word);
		return;
	}
	if (strcmp(a, "provider") && strcmp(a, "module") && strcmp(a, "library")) {
		dt_error(D_PRAGMA_INVAL, &p->loc, "invalid class %s specified by #pragma %s", a,
			 word);
		return;
	}
	why = unmet(p, &wait);
	if (why)
		dt_error(D_PRAGMA_DEPEND, &p->loc, "program requires %s %s", a, b);
}
