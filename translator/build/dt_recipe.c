/*
 * dt_recipe.c - how the target kernel builds a module, learnt once per tree.
 *
 * dtap never hard-codes a kernel's compiler flags: they depend on the
 * kernel's version, .config and compiler.  Instead, the first build for a
 * tree runs kbuild ONCE on a tiny module (dtap_recipe.c) and reads the
 * commands kbuild recorded in its .cmd files: the compiler with every flag
 * (.o.cmd, with objtool after it), the per-module defines (KBUILD_MODNAME
 * ...), modpost (.Module.symvers.cmd) and the final link (.ko.cmd), plus
 * any object the link adds that kbuild compiled once (6.12's
 * .module-common.o).  The build directory and the module name in them
 * become @DIR@ and @NAME@; the result is stored as text beside the feature
 * probes' cache, keyed the same way, so later builds run those commands
 * directly without make (dt_build.c).
 *
 * The commands are split into words here, by the shell's quoting rules,
 * and run later by argv: no shell ever sees a path dtap chose.  The tiny
 * module is built under /tmp with a name of safe characters, because
 * kbuild itself cannot cope with quotes or spaces in M=.
 *
 * Anything this file does not recognise in the .cmd files (a command other
 * than the compiler, objtool, modpost, ld) makes the recipe unusable, and
 * pass 4 falls back to kbuild: a wrong module is worse than a slow one.
 *
 * The precompiled header: gcc spends most of a module build parsing
 * kernel headers.  The runtime's kernel #includes (found by scanning
 * runtime/, so a new one needs no list kept by hand) are precompiled with
 * the module's exact flags into dtap_kernel.h.gch, once per tree and
 * header set; each module is then compiled with -include dtap_kernel.h.
 * If gcc finds the .gch unusable it reads the header as text: slower,
 * never different.
 *
 * On a first build for a tree, the recipe and the PCH (~3 s) are made by a
 * child process (dt_recipe_prefetch) while the driver runs the kernel
 * feature probes of the cache key (~1.5 s): neither needs the other, and
 * the machine has more than one core.  Its results are only files in the
 * cache, written as ever (renamed into place); dt_recipe_get() waits for
 * it and reads them.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "build/dt_build.h"
#include "build/dt_cache.h"
#include "build/dt_recipe.h"

#define RECIPE_NAME	"dtap_recipe"
#define RECIPE_VERSION	"dtap-recipe-1"
#define RECIPE_FILE	"recipe-1"	/* a new format, a new name */
#define KBUILD_ONLY	"kbuild-only"	/* no recipe: the tree's builds need kbuild */

const char dt_recipe_tiny_module[] =
	"#include <linux/module.h>\n"
	"static int __init dtap_recipe_init(void) { return 0; }\n"
	"static void __exit dtap_recipe_exit(void) { }\n"
	"module_init(dtap_recipe_init);\n"
	"module_exit(dtap_recipe_exit);\n"
	"MODULE_LICENSE(\"GPL\");\n";

/* ---- growable NULL-terminated vectors of strings ---- */

struct vec {
	char **v;
	int n, cap;
};

static void vec_push(struct vec *a, const char *s)
{
	if (a->n + 2 > a->cap) {
		char **bigger;

		a->cap = a->cap ? a->cap * 2 : 16;
		bigger = dt_zalloc((size_t)a->cap * sizeof(*bigger));
		if (a->n)
			memcpy(bigger, a->v, (size_t)a->n * sizeof(*bigger));
		free(a->v);
		a->v = bigger;
	}
	a->v[a->n++] = dt_strdup(s);
	a->v[a->n] = NULL;
}

/* Every occurrence of FROM in S replaced by TO. */
static char *replace_all(const char *s, const char *from, const char *to)
{
	size_t flen = strlen(from);
	char *out = dt_strdup("");
	const char *hit;

	while ((hit = strstr(s, from))) {
		out = dt_sprintf("%s%.*s%s", out, (int)(hit - s), s, to);
		s = hit + flen;
	}
	return dt_sprintf("%s%s", out, s);
}

/* ---- the .cmd files: shell words ---- */

/* Split TEXT into commands at unquoted ; | && ||, each a vector of words
 * with quotes removed (make's $$ is $).  Enough of sh for what kbuild
 * writes; redirections and subshells are not understood, and the commands
 * that have them are rejected by the caller as unknown. */
static int split_commands(const char *text, struct vec *cmds, int max)
{
	char *cur = NULL;
	size_t len = 0;
	FILE *w = NULL;
	int n = 0;

	memset(cmds, 0, sizeof(*cmds) * (size_t)max);
	for (const char *p = text;; p++) {
		char c = *p;

		if (c == '\0' || c == '\n' || c == ' ' || c == '\t' || c == ';' || c == '|' ||
		    (c == '&' && p[1] == '&')) {
			if (w) {
				fclose(w);
				w = NULL;
				vec_push(&cmds[n], cur);
				free(cur);
			}
			if (c == '\0' || c == '\n')
				break;
			if ((c == ';' || c == '|' || c == '&') && cmds[n].n) {
				if (++n == max)
					return -1;
			}
			if ((c == '|' || c == '&') && (p[1] == '|' || p[1] == '&'))
				p++;
			continue;
		}
		if (!w)
			w = open_memstream(&cur, &len);
		if (c == '\'') {
			while (*++p && *p != '\'')
				fputc(*p, w);
		} else if (c == '"') {
			while (*++p && *p != '"') {
				if (*p == '\\' && strchr("\\\"$`", p[1]))
					p++;
				fputc(*p, w);
			}
		} else if (c == '\\' && p[1]) {
			fputc(*++p, w);
		} else if (c == '$' && p[1] == '$') {
			fputc(*++p, w);
		} else {
			fputc(c, w);
		}
		if (!*p)
			p--;	/* unterminated quote: the end ends the word */
	}
	return cmds[n].n ? n + 1 : n;
}

/* The command of a .cmd file: the text after "cmd_X := " or
 * "savedcmd_X := " on its first such line. */
static char *read_cmd(const char *path)
{
	FILE *f = fopen(path, "r");
	char *line = NULL, *cmd = NULL;
	size_t cap = 0;

	if (!f)
		return NULL;
	while (getline(&line, &cap, f) > 0) {
		char *eq = strstr(line, " := ");

		if (eq && (!strncmp(line, "cmd_", 4) || !strncmp(line, "savedcmd_", 9))) {
			cmd = dt_strdup(eq + 4);
			break;
		}
	}
	free(line);
	fclose(f);
	return cmd;
}

/* The commands of DIR/FILE with DIR and the tiny module's name turned
 * into @DIR@ and @NAME@.  Returns the number of commands, -1 if none. */
static int cmd_file(const char *dir, const char *file, struct vec *cmds, int max)
{
	char *text = read_cmd(dt_sprintf("%s/%s", dir, file));
	int n;

	if (!text)
		return -1;
	text = replace_all(text, dir, "@DIR@");
	text = replace_all(text, RECIPE_NAME, "@NAME@");
	n = split_commands(text, cmds, max);
	return n > 0 ? n : -1;
}

static const char *base(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

static bool is_noop(char **argv)
{
	return !strcmp(argv[0], "true") || !strcmp(argv[0], ":");
}

/* ---- reading the recipe out of kbuild's .cmd files ---- */

struct recipe_text {
	struct vec cc, pre, defs_o, defs_mod, objtool, modpost, ld, env, extra;
};

/* -DNAME=VALUE of a per-module define as "NAME VALUE". */
static const char *define_line(const char *arg)
{
	const char *eq = strchr(arg + 2, '=');

	if (!eq)
		return dt_sprintf("%s 1", arg + 2);
	return dt_sprintf("%.*s %s", (int)(eq - arg - 2), arg + 2, eq + 1);
}

/* The compiler command of NAME.o (or NAME.mod.o: DEFS only). */
static void take_compiler(char **argv, struct vec *cc, struct vec *pre, struct vec *defs)
{
	for (int i = 0; argv[i]; i++) {
		const char *a = argv[i];

		if (!strncmp(a, "-Wp,-MMD,", 9) || !strncmp(a, "-Wp,-MD,", 8) ||
		    !strcmp(a, "-c") || strstr(a, "@NAME@.c") || strstr(a, "@NAME@.mod.c"))
			continue;
		if ((!strcmp(a, "-o") || !strcmp(a, "-include")) && argv[i + 1]) {
			if (a[1] == 'i' && pre)
				vec_push(pre, argv[i + 1]);
			i++;
			continue;
		}
		if (!strncmp(a, "-D", 2) && strstr(a, "@NAME@"))
			vec_push(defs, define_line(a));
		else if (cc)
			vec_push(cc, a);
	}
}

static int read_compile(const char *dir, struct recipe_text *rt)
{
	struct vec cmds[4];
	int n = cmd_file(dir, "." RECIPE_NAME ".o.cmd", cmds, 4);

	if (n < 0)
		return -1;
	take_compiler(cmds[0].v, &rt->cc, &rt->pre, &rt->defs_o);
	for (int i = 1; i < n; i++) {
		if (!strcmp(base(cmds[i].v[0]), "objtool") && !rt->objtool.n)
			rt->objtool = cmds[i];
		else if (!is_noop(cmds[i].v))
			return -1;
	}
	n = cmd_file(dir, "." RECIPE_NAME ".mod.o.cmd", cmds, 4);
	if (n != 1)
		return -1;
	take_compiler(cmds[0].v, NULL, NULL, &rt->defs_mod);
	return rt->cc.n && rt->defs_o.n ? 0 : -1;
}

static int read_modpost(const char *dir, struct recipe_text *rt)
{
	struct vec cmds[4];
	int n = cmd_file(dir, ".Module.symvers.cmd", cmds, 4);

	for (int i = 0; i < n; i++) {
		if (strcmp(base(cmds[i].v[0]), "modpost") != 0)
			continue;	/* 6.1: sed feeds it the list */
		for (int j = 0; cmds[i].v[j]; j++)
			if (!strcmp(cmds[i].v[j], "-") && j && !strcmp(cmds[i].v[j - 1], "-T"))
				cmds[i].v[j] = dt_strdup("@DIR@/modules.order");
		rt->modpost = cmds[i];
	}
	return rt->modpost.n ? 0 : -1;
}

/* The link; an object it adds from the build directory that is not the
 * module's (6.12's .module-common.o) is kept in the cache as @CACHE@/. */
static int read_link(const char *dir, struct recipe_text *rt)
{
	struct vec cmds[4];
	int n = cmd_file(dir, "." RECIPE_NAME ".ko.cmd", cmds, 4);

	if (n < 1)
		return -1;
	for (int i = 1; i < n; i++)
		if (!is_noop(cmds[i].v))
			return -1;
	for (int j = 0; cmds[0].v[j]; j++) {
		char *a = cmds[0].v[j];

		if (!strncmp(a, "@DIR@/", 6) && !strstr(a, "@NAME@")) {
			vec_push(&rt->extra, a + 6);
			cmds[0].v[j] = dt_sprintf("@CACHE@/%s", a + 6);
		}
	}
	rt->ld = cmds[0];
	return 0;
}

/* What make exports to kbuild's commands (the tiny module's Kbuild dumps
 * it into dtap_env) beyond our own environment; not make's own variables,
 * nor any that name the scratch directory. */
static int read_env(const char *dir, struct recipe_text *rt)
{
	static const char *const skip[] = { "MAKEFLAGS=", "MAKELEVEL=", "MFLAGS=",
					    "MAKEOVERRIDES=", "_=", "PWD=", "OLDPWD=" };
	FILE *f = fopen(dt_sprintf("%s/dtap_env", dir), "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;

	if (!f)
		return -1;
	while ((len = getline(&line, &cap, f)) > 0) {
		const char *eq = strchr(line, '='), *ours;
		bool skipped = !eq || strstr(line, dir) || strchr(line, '\t');

		if (line[len - 1] == '\n')
			line[len - 1] = '\0';
		for (size_t i = 0; i < sizeof(skip) / sizeof(skip[0]); i++)
			skipped |= !strncmp(line, skip[i], strlen(skip[i]));
		if (skipped)
			continue;
		ours = getenv(dt_strndup(line, (size_t)(eq - line)));
		if (!ours || strcmp(ours, eq + 1))
			vec_push(&rt->env, line);
	}
	free(line);
	fclose(f);
	return 0;
}

/* ---- the recipe file ---- */

static void write_vec(FILE *f, const char *kind, const struct vec *v)
{
	for (int i = 0; i < v->n; i++)
		fprintf(f, "%s\t%s\n", kind, v->v[i]);
}

static int write_recipe(const char *path, const char *kdir, const struct recipe_text *rt)
{
	FILE *f = fopen(path, "w");

	if (!f)
		return -1;
	fprintf(f, "# %s: how %s builds a module (from kbuild's .cmd files)\n",
		RECIPE_VERSION, kdir);
	write_vec(f, "cc", &rt->cc);
	write_vec(f, "pre", &rt->pre);
	write_vec(f, "def_o", &rt->defs_o);
	write_vec(f, "def_mod", &rt->defs_mod);
	write_vec(f, "objtool", &rt->objtool);
	write_vec(f, "modpost", &rt->modpost);
	write_vec(f, "ld", &rt->ld);
	write_vec(f, "env", &rt->env);
	return fclose(f);
}

static struct dt_recipe *read_recipe(const char *path, const char *kdir, const char *dir)
{
	static const char *const kinds[] = { "cc", "pre", "def_o", "def_mod", "objtool",
					     "modpost", "ld", "env" };
	struct vec v[8];
	struct dt_recipe *r;
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;

	if (!f)
		return NULL;
	memset(v, 0, sizeof(v));
	while ((len = getline(&line, &cap, f)) > 0) {
		char *tab = strchr(line, '\t');

		if (line[len - 1] == '\n')
			line[len - 1] = '\0';
		if (line[0] == '#' || !tab)
			continue;
		*tab = '\0';
		for (int k = 0; k < 8; k++)
			if (!strcmp(line, kinds[k]))
				vec_push(&v[k], tab + 1);
	}
	free(line);
	fclose(f);
	if (!v[0].n || !v[5].n || !v[6].n)
		return NULL;
	r = dt_zalloc(sizeof(*r));
	r->kdir = dt_strdup(kdir);
	r->dir = dt_strdup(dir);
	r->cc = v[0].v;
	r->pre = v[1].n ? v[1].v : dt_zalloc(sizeof(char *));
	r->defs_o = v[2].n ? v[2].v : dt_zalloc(sizeof(char *));
	r->defs_mod = v[3].n ? v[3].v : dt_zalloc(sizeof(char *));
	r->objtool = v[4].v;
	r->modpost = v[5].v;
	r->ld = v[6].v;
	r->env = v[7].v;
	return r;
}

/* ---- learning the recipe: one kbuild run of the tiny module ---- */

/* Build the tiny module in SCRATCH and write the recipe into OUT. */
static int learn(const char *kdir, const char *scratch, const char *out, bool verbose)
{
	const char *argv[] = { "make", "-rR", "-C", kdir, dt_sprintf("M=%s", scratch),
			       "modules", NULL };
	const char *log = dt_sprintf("%s/make.log", scratch);
	struct recipe_text rt;

	memset(&rt, 0, sizeof(rt));

	if (dt_write_text(dt_sprintf("%s/%s.c", scratch, RECIPE_NAME), dt_recipe_tiny_module) < 0 ||
	    dt_write_text(dt_sprintf("%s/Kbuild", scratch),
		       dt_sprintf("obj-m := %s.o\nccflags-y := %s\nalways-y := dtap_env\n"
				  "$(obj)/dtap_env: FORCE\n\tenv > $@\n", RECIPE_NAME,
				  DT_MODULE_CFLAGS)) < 0)
		return -1;
	if (verbose)
		fprintf(stderr, "dtap: learning how %s builds a module\n", kdir);
	if (dt_run(argv, NULL, log) != 0) {
		if (verbose)
			fprintf(stderr, "dtap: kbuild failed on a tiny module (see %s)\n", log);
		return -1;
	}
	if (read_compile(scratch, &rt) < 0 || read_modpost(scratch, &rt) < 0 ||
	    read_link(scratch, &rt) < 0 || read_env(scratch, &rt) < 0) {
		if (verbose)
			fprintf(stderr, "dtap: kbuild's commands in %s are not understood\n",
				scratch);
		return -1;
	}
	/* 5.10's kbuild runs objtool (ORC tables, retpoline and return
	 * sites) without recording it in the .cmd files: a replay would
	 * build a module without them, so such a tree is built by kbuild,
	 * and that is remembered */
	if (!rt.objtool.n && access(dt_sprintf("%s/tools/objtool/objtool", kdir), X_OK) == 0) {
		if (verbose)
			fprintf(stderr, "dtap: %s runs objtool without recording it: "
				"modules are built with kbuild\n", kdir);
		return dt_write_text(dt_sprintf("%s/%s", out, KBUILD_ONLY),
				     "objtool is not in kbuild's recorded commands\n") < 0 ? -1 : 0;
	}
	for (int i = 0; i < rt.extra.n; i++)
		if (dt_copy_file(dt_sprintf("%s/%s", scratch, rt.extra.v[i]),
				 dt_sprintf("%s/%s", out, rt.extra.v[i])) < 0)
			return -1;
	return write_recipe(dt_sprintf("%s/%s", out, RECIPE_FILE), kdir, &rt);
}

/* Learn KDIR's recipe into DIR: built in a fresh directory beside it and
 * renamed into place, so concurrent runs never see half a recipe. */
static int learn_into(const char *kdir, const char *dir, bool verbose)
{
	char scratch[] = "/tmp/dtap-recipe-XXXXXX";
	char *tmp = dt_sprintf("%s.%d.tmp", dir, (int)getpid());
	int err;

	if (!mkdtemp(scratch))
		return -1;
	err = dt_mkdir_p(tmp, 0700) < 0 ? -1 : learn(kdir, scratch, tmp, verbose);
	if (!err && rename(tmp, dir) < 0 && errno != EEXIST && errno != ENOTEMPTY)
		err = -1;
	if (verbose && err)
		fprintf(stderr, "dtap: kept %s\n", scratch);
	else
		dt_remove_tree(scratch);
	dt_remove_tree(tmp);	/* gone already after a rename */
	return err;
}

/* ---- the precompiled header ---- */

/* One #include <...> line's header name, or NULL. */
static const char *angle_include(const char *line)
{
	const char *p = line + strspn(line, " \t");
	const char *end;

	if (*p != '#')
		return NULL;
	p += 1 + strspn(p + 1, " \t");
	if (strncmp(p, "include", 7))
		return NULL;
	p += 7 + strspn(p + 7, " \t");
	if (*p != '<' || !(end = strchr(p, '>')))
		return NULL;
	return dt_strndup(p + 1, (size_t)(end - p - 1));
}

static bool directive(const char *line, const char *name)
{
	const char *p = line + strspn(line, " \t");

	if (*p != '#')
		return false;
	p += 1 + strspn(p + 1, " \t");
	return !strncmp(p, name, strlen(name));
}

/* The kernel headers a runtime file includes before any code of its own,
 * appended to TEXT: the #include <...> lines of its top, where only blank
 * lines, comments, other #includes and its include guard may stand.  The
 * first other line ends the scan: a #define or #if before an include
 * (CREATE_TRACE_POINTS, a feature test) can change what the header means
 * or whether it exists, so such a header stays with its file. */
static char *scan_includes(char *text, const char *path)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	bool comment = false;
	int guard = 0;		/* 1 after #ifndef X, 2 after #define X */

	if (!f)
		return text;
	while (getline(&line, &cap, f) > 0) {
		const char *p = line + strspn(line, " \t"), *h;

		if (comment || !strncmp(p, "/*", 2)) {
			comment = !strstr(comment ? p : p + 2, "*/");
			continue;
		}
		if (*p == '\n' || *p == '\0' || !strncmp(p, "//", 2))
			continue;
		if (guard == 0 && directive(line, "ifndef")) {
			guard = 1;
		} else if (guard == 1 && directive(line, "define")) {
			guard = 2;
		} else if (guard != 1 && (h = angle_include(line))) {
			if (!strstr(text, dt_sprintf("<%s>\n", h)))
				text = dt_sprintf("%s#include <%s>\n", text, h);
		} else if (guard == 1 || !directive(line, "include")) {
			break;
		}
	}
	free(line);
	fclose(f);
	return text;
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

/* dtap_kernel.h: kbuild's -include files, then the runtime's kernel
 * headers (dtap_runtime.h's first, in its order). */
static char *pch_header(const struct dt_recipe *r)
{
	const char *rt = dt_path("runtime");
	char *text = dt_strdup("/* dtap_kernel.h - generated by dtap: the kernel headers "
			       "of every module, precompiled */\n");
	struct dirent **ents;
	int n;

	for (int i = 0; r->pre[i]; i++) {
		if (strpbrk(r->pre[i], "\"\\\n"))
			return NULL;
		text = dt_sprintf("%s#include \"%s\"\n", text, r->pre[i]);
	}
	text = scan_includes(text, dt_sprintf("%s/dtap_runtime.h", rt));
	n = scandir(rt, &ents, NULL, by_name);
	for (int i = 0; i < n; i++) {
		const char *name = ents[i]->d_name;
		size_t len = strlen(name);

		if (name[0] != '.' && len > 2 && name[len - 2] == '.' &&
		    (name[len - 1] == 'c' || name[len - 1] == 'h'))
			text = scan_includes(text, dt_sprintf("%s/%s", rt, name));
		free(ents[i]);
	}
	if (n >= 0)
		free(ents);
	return text;
}

/* "PATH MTIME SIZE": a file's identity, so that a new file makes a new
 * PCH (gcc checks neither the headers' nor its own dates in a .gch). */
static const char *file_id(const char *path)
{
	struct stat st;

	if (stat(path, &st) < 0)
		return dt_sprintf("%s absent", path);
	return dt_sprintf("%s %lld %lld", path, (long long)st.st_mtime, (long long)st.st_size);
}

/* The compiler's file, found on PATH as exec would. */
static const char *compiler_id(const char *cc)
{
	const char *path = getenv("PATH");

	if (strchr(cc, '/'))
		return file_id(cc);
	for (char *dirs = dt_strdup(path ? path : "/usr/bin:/bin"), *d = strtok(dirs, ":"); d;
	     d = strtok(NULL, ":")) {
		const char *f = dt_sprintf("%s/%s", d, cc);

		if (access(f, X_OK) == 0)
			return file_id(f);
	}
	return cc;
}

/* What the PCH depends on besides its text and flags: the compiler and the
 * headers' package (a Debian revision may change headers and keep the
 * release, .config and Module.symvers: the files' dates change). */
static const char *pch_inputs(const struct dt_recipe *r)
{
	const char *id = dt_sprintf("%s\n%s\n", compiler_id(r->cc[0]),
				    file_id(dt_sprintf("%s/include/generated/autoconf.h", r->kdir)));

	for (int i = 0; r->pre[i]; i++)
		id = dt_sprintf("%s%s\n", id, file_id(r->pre[i]));
	return id;
}

static int build_pch(const struct dt_recipe *r, const char *hdr, const char *pdir,
		     bool verbose)
{
	char *tmp = dt_sprintf("%s.%d.tmp", pdir, (int)getpid());
	const char *h = dt_sprintf("%s/dtap_kernel.h", tmp);
	const char *extra[] = { DT_MODULE_CODEGEN_FLAG, "-x", "c-header",
				"-o", dt_sprintf("%s.gch", h), h, NULL };
	const char **argv = dt_recipe_argv(r, r->cc, tmp, "dtap_kernel", extra);
	int err;

	if (verbose)
		fprintf(stderr, "dtap: precompiling the kernel headers into %s\n", pdir);
	err = mkdir(tmp, 0700) < 0 || dt_write_text(h, hdr) < 0 ? -1
	      : dt_run_env(argv, r->kdir, dt_sprintf("%s/log", tmp), r->env) != 0 ? -1 : 0;
	if (!err && rename(tmp, pdir) < 0 && errno != EEXIST && errno != ENOTEMPTY)
		err = -1;
	dt_remove_tree(tmp);
	if (err && verbose)
		fprintf(stderr, "dtap: no precompiled header: the kernel headers are parsed "
			"for each module\n");
	return err;
}

/* Remove what the tree's cache directory DIR holds under PREFIX that was
 * not used for two days: the PCHs (other runtime header sets, older
 * compilers: ~50 MB each) and shared objects of other runtimes.  One in
 * use is touched on every build (find_pch, dt_shared.c), and a file being
 * read stays readable while open. */
void dt_recipe_prune(const char *dir, const char *prefix)
{
	time_t old = time(NULL) - 2 * 24 * 3600;
	struct dirent **ents;
	int n = scandir(dir, &ents, NULL, by_name);

	for (int i = 0; i < n; i++) {
		const char *path = dt_sprintf("%s/%s", dir, ents[i]->d_name);
		struct stat st;

		if (!strncmp(ents[i]->d_name, prefix, strlen(prefix)) && stat(path, &st) == 0 &&
		    st.st_mtime < old)
			dt_remove_tree(path);
		free(ents[i]);
	}
	if (n >= 0)
		free(ents);
}

/* Find or make the PCH of R's flags and the runtime's kernel headers. */
static const char *find_pch(const struct dt_recipe *r, bool verbose)
{
	char *hdr = pch_header(r), hex[DT_CACHE_KEY_LEN + 1];
	const char *pdir, *id;

	if (!hdr)
		return NULL;
	id = dt_sprintf("%s\n%s%s\n", hdr, pch_inputs(r), DT_MODULE_CODEGEN_FLAG);
	for (int i = 0; r->cc[i]; i++)
		id = dt_sprintf("%s%s\n", id, r->cc[i]);
	dt_sha256_hex(id, strlen(id), hex);
	pdir = dt_sprintf("%s/pch-%.16s", r->dir, hex);
	if (access(dt_sprintf("%s/dtap_kernel.h.gch", pdir), R_OK) == 0) {
		utimensat(AT_FDCWD, pdir, NULL, 0);	/* in use: not pruned */
	} else {
		if (build_pch(r, hdr, pdir, verbose) < 0)
			return NULL;
		dt_recipe_prune(r->dir, "pch-");
	}
	return dt_sprintf("%s/dtap_kernel.h", pdir);
}

/* ---- the interface ---- */

/* A recipe word with @DIR@, @NAME@, @CACHE@ replaced, in one pass (a
 * replacement is never scanned again). */
static const char *substitute(const char *a, const char *dir, const char *name,
			      const char *cache)
{
	static const char *const marks[] = { "@DIR@", "@NAME@", "@CACHE@" };
	const char *with[] = { dir, name, cache };
	char *out = dt_strdup("");

	while (*a) {
		int k;

		for (k = 0; k < 3; k++)
			if (!strncmp(a, marks[k], strlen(marks[k])))
				break;
		if (k < 3) {
			out = dt_sprintf("%s%s", out, with[k]);
			a += strlen(marks[k]);
		} else {
			out = dt_sprintf("%s%c", out, *a++);
		}
	}
	return out;
}

static bool kbuild_only;

/* The child learning a recipe (dt_recipe_prefetch), 0: none; in it,
 * in_prefetch (the parent says where the recipe is). */
static pid_t prefetch_pid;
static bool in_prefetch;

void dt_recipe_prefetch(const char *kdir, const char *release, bool verbose)
{
	const char *dir = dt_sprintf("%s/%s", dt_cache_dir("kbuild"), dt_tree_id(kdir, release));

	if (prefetch_pid || access(dt_sprintf("%s/%s", dir, RECIPE_FILE), F_OK) == 0 ||
	    access(dt_sprintf("%s/%s", dir, KBUILD_ONLY), F_OK) == 0)
		return;		/* learnt (or being learnt) */
	fflush(stdout);
	fflush(stderr);
	prefetch_pid = fork();
	if (prefetch_pid == 0) {
		in_prefetch = true;
		dt_recipe_get(kdir, release, verbose);
		_exit(0);	/* not the caller's atexit cleanups */
	}
	if (prefetch_pid < 0)
		prefetch_pid = 0;	/* learnt when asked, as without */
}

void dt_recipe_prefetch_wait(void)
{
	if (prefetch_pid)
		waitpid(prefetch_pid, NULL, 0);
	prefetch_pid = 0;
}

bool dt_recipe_kbuild_only(void)
{
	return kbuild_only;
}

const struct dt_recipe *dt_recipe_get(const char *kdir, const char *release, bool verbose)
{
	static struct dt_recipe *last;
	const char *dir;
	struct dt_recipe *r;

	if (last && !strcmp(last->kdir, kdir))
		return last;
	dt_recipe_prefetch_wait();
	dir = dt_sprintf("%s/%s", dt_cache_dir("kbuild"), dt_tree_id(kdir, release));
	/* commands dtap runs, and the header compiled into every module */
	if (!dt_cache_trusted(dir) || !dt_cache_trusted(dt_sprintf("%s/%s", dir, RECIPE_FILE)))
		return NULL;
	if (access(dt_sprintf("%s/%s", dir, RECIPE_FILE), R_OK) != 0 &&
	    access(dt_sprintf("%s/%s", dir, KBUILD_ONLY), R_OK) != 0 &&
	    (dt_mkdir_p(dt_cache_dir("kbuild"), 0700) < 0 || learn_into(kdir, dir, verbose) < 0))
		return NULL;
	kbuild_only = access(dt_sprintf("%s/%s", dir, KBUILD_ONLY), R_OK) == 0;
	if (kbuild_only) {
		if (verbose)
			fprintf(stderr, "dtap: %s builds modules with kbuild (%s/%s)\n", kdir,
				dir, KBUILD_ONLY);
		return NULL;
	}
	r = read_recipe(dt_sprintf("%s/%s", dir, RECIPE_FILE), kdir, dir);
	if (!r)
		return NULL;
	if (verbose && !in_prefetch)
		fprintf(stderr, "dtap: build recipe of %s in %s\n", kdir, dir);
	r->pch = find_pch(r, verbose);
	last = r;
	return r;
}

const char **dt_recipe_argv(const struct dt_recipe *r, char *const *argv,
			    const char *dir, const char *name, const char *const *extra)
{
	int n = 0, m = 0;
	const char **out;

	while (argv[n])
		n++;
	while (extra && extra[m])
		m++;
	out = dt_zalloc((size_t)(n + m + 1) * sizeof(*out));
	for (int i = 0; i < n; i++)
		out[i] = strchr(argv[i], '@') ? substitute(argv[i], dir, name, r->dir) : argv[i];
	for (int i = 0; i < m; i++)
		out[n + i] = extra[i];
	return out;
}

/* ---- replaying the recipe's steps ---- */

int dt_recipe_write_defs(const struct dt_recipe *r, char **defs, const char *dir,
			 const char *name, const char *file)
{
	const char **lines = dt_recipe_argv(r, defs, dir, name, NULL);
	FILE *f = fopen(dt_sprintf("%s/%s", dir, file), "w");

	if (!f)
		return -1;
	for (int i = 0; lines[i]; i++)
		fprintf(f, "#define %s\n", lines[i]);
	return fclose(f);
}

void dt_include_flags(const char *dir, const char *flags[N_INCLUDE_FLAGS])
{
	const char *rt = dt_path("runtime");

	flags[0] = dt_sprintf("-I%s", rt);
	flags[1] = dt_sprintf("-I%s", dir);
	flags[2] = dt_sprintf("-fmacro-prefix-map=%s/=runtime/", rt);
	flags[3] = dt_sprintf("-fmacro-prefix-map=%s/=", dir);
}

const char *dt_include_text(const char *dir)
{
	const char *f[N_INCLUDE_FLAGS];

	dt_include_flags(dir, f);
	return dt_sprintf("%s %s %s %s", f[0], f[1], f[2], f[3]);
}

int dt_recipe_compile(const struct dt_recipe *r, const char *dir, const char *name,
		      const char *defs, const char *src, const char *obj)
{
	const char *log = dt_sprintf("%s/build.log", dir);
	const char *extra[36];
	int n = 0;

	if (r->pch) {
		extra[n++] = "-include";
		extra[n++] = r->pch;
	} else {
		for (int i = 0; r->pre[i] && n < 20; i++) {
			extra[n++] = "-include";
			extra[n++] = r->pre[i];
		}
	}
	extra[n++] = DT_MODULE_CODEGEN_FLAG;
	extra[n++] = "-include";
	extra[n++] = dt_sprintf("%s/%s", dir, defs);
	dt_include_flags(dir, extra + n);
	n += N_INCLUDE_FLAGS;
	extra[n++] = "-c";
	extra[n++] = "-o";
	extra[n++] = obj;
	extra[n++] = src;
	extra[n] = NULL;
	return dt_run_env(dt_recipe_argv(r, r->cc, dir, name, extra), r->kdir, log, r->env);
}

int dt_recipe_run(const struct dt_recipe *r, char **argv, const char *dir, const char *name)
{
	return dt_run_env(dt_recipe_argv(r, argv, dir, name, NULL), r->kdir,
			  dt_sprintf("%s/build.log", dir), r->env);
}

int dt_recipe_link(const struct dt_recipe *r, const char *dir, const char *name,
		   const char *extra)
{
	const char *more[] = { extra, NULL };

	return dt_run_env(dt_recipe_argv(r, r->ld, dir, name, more), r->kdir,
			  dt_sprintf("%s/build.log", dir), r->env);
}

bool dt_recipe_objtool_at_link(const struct dt_recipe *r)
{
	for (int i = 0; r->objtool && r->objtool[i]; i++)
		if (!strcmp(r->objtool[i], "--link"))
			return true;
	return false;
}

/* kbuild's link of a module's parts (cmd_ld_multi_m): the linker and the
 * emulation and -z flags of the recipe's final link, without what makes
 * that one a .ko (its script, build id, output and inputs). */
int dt_recipe_link_parts(const struct dt_recipe *r, const char *dir, const char *out,
			 const char *const *parts)
{
	const char *argv[64];
	int n = 0;

	for (int i = 0; r->ld[i] && n < 40; i++) {
		const char *a = r->ld[i];

		if (!strcmp(a, "-T") || !strcmp(a, "-o")) {
			i += r->ld[i + 1] ? 1 : 0;
			continue;
		}
		if (!strncmp(a, "--build-id", 10) || strchr(a, '@'))
			continue;
		argv[n++] = a;
	}
	argv[n++] = "-o";
	argv[n++] = out;
	for (int i = 0; parts[i] && n < 62; i++)
		argv[n++] = parts[i];
	argv[n] = NULL;
	return dt_run_env(argv, r->kdir, dt_sprintf("%s/build.log", dir), r->env);
}
