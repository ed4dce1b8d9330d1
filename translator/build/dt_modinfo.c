/*
 * dt_modinfo.c - a module's NAME.mod.o without compiling NAME.mod.c.
 *
 * The tree's modpost writes NAME.mod.c: struct module (__this_module:
 * the name, init and exit), the .modinfo strings (vermagic, name,
 * retpoline, depends...) and __versions, the CRC of every kernel symbol
 * the module uses.  Compiling it costs a module about 0.05 s, nearly all
 * of it loading the precompiled kernel headers for struct module; yet only
 * three things in it differ from one dtap module to the next: the name,
 * the __versions entries and the depends string.
 *
 * So the rest is compiled once per kernel tree, as a template, beside the
 * runtime's shared object (dt_shared.c): modpost's NAME.mod.c of a
 * placeholder module, without the name's .modinfo line, the __versions
 * entries and the depends line (dtap_mod.c, kept beside the object
 * dtap_mod.o).  For each module, modpost still runs (the CRCs, the check
 * that every symbol the module uses is exported: its errors are the
 * build's), and when its NAME.mod.c, without those three parts, is the
 * template's text, NAME.mod.o is the template with the placeholder in
 * __this_module's name field overwritten by NAME (zero padded, as the
 * compiler pads it), and the three parts go into NAME_vers.o, compiled
 * from a C file of data that needs no kernel header (a tenth of the
 * time).  Any other NAME.mod.c is compiled as before.
 *
 * Whether this is the module kbuild would make is checked once per tree,
 * when the template is made: the placeholder module's own NAME.mod.c is
 * compiled too, and its __this_module and __versions bytes and its
 * .modinfo strings must be exactly those of the template and
 * NAME_vers.o; otherwise there is no template and every module compiles
 * its NAME.mod.c.  (The .modinfo strings come in another order: the
 * kernel and modinfo(8) look them up by key.)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "build/dt_build.h"
#include "build/dt_recipe.h"

/* The template's module name: as long as a module name may be (55), so
 * that any name fits where it stands; a C identifier, as KBUILD_MODNAME
 * must be. */
#define PLACEHOLDER	"dtap_template_module_name_placeholder_0123456789abcdefg"
_Static_assert(sizeof(PLACEHOLDER) == 56, "a module name is at most 55 characters");

#define TEMPLATE_TEXT	"dtap_mod.c"
#define TEMPLATE_OBJ	"dtap_mod.o"
#define MAX_SPOTS	16	/* places the placeholder may stand in it */

/* ---- modpost ---- */

int dt_modinfo_modpost(const struct dt_recipe *r, const char *dir, const char *name)
{
	/* what kbuild gives modpost: the module's objects, and their .cmd
	 * files, where it looks for the CRCs of exported symbols (none) */
	if (dt_write_text(dt_sprintf("%s/.%s.o.cmd", dir, name),
			  "# compiled by dtap's fast path; it exports no symbols\n") < 0 ||
	    dt_write_text(dt_sprintf("%s/modules.order", dir),
			  dt_sprintf("%s/%s.o\n", dir, name)) < 0 ||
	    dt_write_text(dt_sprintf("%s/%s.mod", dir, name),
			  dt_sprintf("%s/%s.o\n", dir, name)) < 0)
		return -1;
	return dt_recipe_run(r, r->modpost, dir, name);
}

/* ---- NAME.mod.c in parts ---- */

/* What differs per module in modpost's NAME.mod.c, and the rest. */
struct mod_parts {
	char *rest;		/* the text without the three below */
	char *versions;		/* the __versions entries' lines */
	char *depends;		/* the depends string's C literal */
	int nname;		/* MODULE_INFO(name, KBUILD_MODNAME) lines */
};

static bool starts(const char *line, const char *prefix)
{
	return !strncmp(line, prefix, strlen(prefix));
}

/* Split TEXT line by line; false when it is not of the expected shape
 * (one name line, one depends line, one __versions array). */
static bool split_mod_c(char *text, struct mod_parts *m)
{
	int in_versions = 0, nversions = 0, ndepends = 0;

	memset(m, 0, sizeof(*m));
	m->rest = m->versions = dt_strdup("");
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		const char *dep = "MODULE_INFO(depends, ";
		size_t len = strlen(line);

		if (in_versions == 1 && !strcmp(line, "};")) {
			in_versions = 2;
		} else if (in_versions == 1) {
			m->versions = dt_sprintf("%s%s\n", m->versions, line);
			continue;
		} else if (strstr(line, "____versions[]")) {
			nversions++;
		} else if (in_versions == 0 && nversions && strstr(line, "__section(\"__versions\")")) {
			in_versions = 1;
		} else if (!strcmp(line, "MODULE_INFO(name, KBUILD_MODNAME);")) {
			m->nname++;
			continue;
		} else if (starts(line, dep) && len > strlen(dep) + 2 &&
			   !strcmp(line + len - 2, ");")) {
			m->depends = dt_strndup(line + strlen(dep), len - strlen(dep) - 2);
			ndepends++;
			continue;
		}
		m->rest = dt_sprintf("%s%s\n", m->rest, line);
	}
	return m->nname == 1 && ndepends == 1 && nversions == 1 && in_versions == 2;
}

/* ---- NAME_vers.o ---- */

/* The parts of M as data: struct modversion_info's layout, as every
 * kernel since 2.6 declares it (checked against the tree's own compile
 * when the template is made). */
static int compile_vers(const struct dt_recipe *r, const char *dir, const char *name,
			const struct mod_parts *m, const char *obj)
{
	const char *src = dt_sprintf("%s/%s_vers.c", dir, name);
	/* -fno-ident: no .comment of its own, a module's sections stay
	 * kbuild's (testsuite/cli/pass4_kbuild.sh) */
	const char *extra[] = { "-fno-ident", "-c", "-o", obj, src, NULL };
	const char *text = dt_sprintf(
		"/* %s_vers.c - generated by dtap: the parts of %s.mod.c that differ per module */\n"
		"struct dtap_modversion {\n\tunsigned long crc;\n"
		"\tchar name[64 - sizeof(unsigned long)];\n};\n\n"
		"static const struct dtap_modversion ____versions[]\n"
		"__attribute__((used, section(\"__versions\"))) = {\n%s};\n\n"
		"static const char dtap_modinfo_name[]\n"
		"__attribute__((used, section(\".modinfo\"), aligned(1))) = \"name=%s\";\n"
		"static const char dtap_modinfo_depends[]\n"
		"__attribute__((used, section(\".modinfo\"), aligned(1))) = \"depends=\" %s;\n",
		name, name, m->versions, name, m->depends);

	if (dt_write_text(src, text) < 0)
		return -1;
	return dt_run_env(dt_recipe_argv(r, r->cc, dir, name, extra), r->kdir,
			  dt_sprintf("%s/build.log", dir), r->env);
}

/* ---- the template's object ---- */

/* The bytes of PATH's section NAME (a fresh copy), or NULL. */
static char *section_bytes(const char *path, const char *name, size_t *len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	Elf *e = NULL;
	Elf_Scn *scn = NULL;
	char *out = NULL;
	size_t shstrndx;

	elf_version(EV_CURRENT);
	if (fd < 0)
		return NULL;
	e = elf_begin(fd, ELF_C_READ, NULL);
	if (e && elf_getshdrstrndx(e, &shstrndx) == 0) {
		while (!out && (scn = elf_nextscn(e, scn))) {
			GElf_Shdr sh;
			Elf_Data *d;
			const char *s;

			if (!gelf_getshdr(scn, &sh) ||
			    !(s = elf_strptr(e, shstrndx, sh.sh_name)) || strcmp(s, name))
				continue;
			d = elf_getdata(scn, NULL);
			*len = d ? d->d_size : 0;
			out = dt_zalloc(*len + 1);
			if (d && d->d_buf)
				memcpy(out, d->d_buf, *len);
		}
	}
	if (e)
		elf_end(e);
	close(fd);
	return out;
}

/* The .modinfo strings of the objects PATHS (NULL-terminated), sorted, one
 * a line (an object may have none: 6.12's vermagic is in another). */
static int by_text(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *modinfo_strings(const char *const *paths)
{
	char **v = NULL, *out = dt_strdup("");
	size_t n = 0, cap = 0;

	for (int i = 0; paths[i]; i++) {
		size_t len;
		char *s = section_bytes(paths[i], ".modinfo", &len);

		if (!s)
			continue;
		for (size_t off = 0; off < len; off += strlen(s + off) + 1) {
			if (!s[off])
				continue;
			v = dt_grow(v, &cap, n + 1, sizeof(*v));
			v[n++] = s + off;
		}
	}
	qsort(v, n, sizeof(*v), by_text);
	for (size_t i = 0; i < n; i++)
		out = dt_sprintf("%s%s\n", out, v[i]);
	return out;
}

static bool same_section(const char *a, const char *b, const char *name)
{
	size_t alen, blen;
	char *x = section_bytes(a, name, &alen), *y = section_bytes(b, name, &blen);

	return x && y && alen == blen && !memcmp(x, y, alen);
}

/* Offsets of PLACEHOLDER in BUF, each followed by a NUL (the end of a C
 * string, or of the name field's text): -1 if one is not. */
static int placeholder_spots(const char *buf, size_t len, size_t *spots, int max)
{
	size_t plen = strlen(PLACEHOLDER);
	const char *p = buf;
	int n = 0;

	while ((p = memmem(p, len - (size_t)(p - buf), PLACEHOLDER, plen))) {
		if ((size_t)(p - buf) + plen >= len || p[plen] != '\0' || n == max)
			return -1;
		spots[n++] = (size_t)(p - buf);
		p += plen;
	}
	return n;
}

/* Does the template, with the placeholder module's NAME_vers.o, make what
 * the placeholder's own NAME.mod.o is (REF)? */
static bool template_checks(const char *dir, const char *ref, const char *vers)
{
	const char *tmpl = dt_sprintf("%s/%s", dir, TEMPLATE_OBJ);
	const char *ref_paths[] = { ref, NULL }, *our_paths[] = { tmpl, vers, NULL };
	char *a = modinfo_strings(ref_paths), *b = modinfo_strings(our_paths), *obj, *all;
	size_t len, alen, spots[MAX_SPOTS];

	if (strcmp(a, b) || !same_section(ref, vers, "__versions") ||
	    !same_section(ref, tmpl, ".gnu.linkonce.this_module"))
		return false;
	/* the name field holds it once; anywhere else (debug info), as a
	 * whole C string, or patching could not make it NAME */
	obj = section_bytes(tmpl, ".gnu.linkonce.this_module", &len);
	all = dt_read_file(tmpl, &alen);
	return obj && all && placeholder_spots(obj, len, spots, MAX_SPOTS) == 1 &&
	       placeholder_spots(all, alen, spots, MAX_SPOTS) >= 1;
}

/* The template made in WORK: the placeholder module compiled, its
 * NAME.mod.c from modpost compiled whole (the reference) and without
 * what differs per module (the template), which with NAME_vers.o must
 * make the reference's bytes. */
static int make_template(const struct dt_recipe *r, const char *work)
{
	const char *name = PLACEHOLDER, *mod_c = dt_sprintf("%s/%s.mod.c", work, name);
	const char *ref = dt_sprintf("%s/%s.mod.o", work, name);
	const char *vers = dt_sprintf("%s/%s_vers.o", work, name);
	struct mod_parts m;
	char *text;

	if (dt_recipe_write_defs(r, r->defs_o, work, name, "dtap_defs.h") < 0 ||
	    dt_recipe_write_defs(r, r->defs_mod, work, name, "dtap_mod_defs.h") < 0 ||
	    dt_write_text(dt_sprintf("%s/%s.c", work, name), dt_recipe_tiny_module) < 0 ||
	    dt_recipe_compile(r, work, name, "dtap_defs.h", dt_sprintf("%s/%s.c", work, name),
			      dt_sprintf("%s/%s.o", work, name)) != 0 ||
	    dt_modinfo_modpost(r, work, name) != 0 || !(text = dt_read_file(mod_c, NULL)) ||
	    dt_recipe_compile(r, work, name, "dtap_mod_defs.h", mod_c, ref) != 0)
		return -1;
	if (!split_mod_c(text, &m) ||
	    dt_write_text(dt_sprintf("%s/%s", work, TEMPLATE_TEXT), m.rest) < 0 ||
	    dt_recipe_compile(r, work, name, "dtap_mod_defs.h",
			      dt_sprintf("%s/%s", work, TEMPLATE_TEXT),
			      dt_sprintf("%s/%s", work, TEMPLATE_OBJ)) != 0 ||
	    compile_vers(r, work, name, &m, vers) != 0)
		return -1;
	return template_checks(work, ref, vers) ? 0 : -1;
}

int dt_modinfo_template(const struct dt_recipe *r, const char *dir)
{
	const char *work = dt_sprintf("%s/work", dir);

	if (dt_mkdir_p(work, 0700) < 0 || make_template(r, work) < 0 ||
	    rename(dt_sprintf("%s/%s", work, TEMPLATE_TEXT),
		   dt_sprintf("%s/%s", dir, TEMPLATE_TEXT)) < 0 ||
	    rename(dt_sprintf("%s/%s", work, TEMPLATE_OBJ),
		   dt_sprintf("%s/%s", dir, TEMPLATE_OBJ)) < 0)
		return -1;	/* WORK kept: its build.log says why */
	dt_remove_tree(work);
	return 0;
}

/* ---- a module's NAME.mod.o ---- */

/* The template TDIR/dtap_mod.o with the placeholder replaced by NAME
 * (zero padded), into OBJ. */
static int patch_template(const char *tdir, const char *name, const char *obj)
{
	size_t len, plen = strlen(PLACEHOLDER), spots[MAX_SPOTS];
	char *buf = dt_read_file(dt_sprintf("%s/%s", tdir, TEMPLATE_OBJ), &len);
	int n = buf ? placeholder_spots(buf, len, spots, MAX_SPOTS) : -1, fd, err;

	if (n < 1 || strlen(name) > plen)
		return -1;
	for (int i = 0; i < n; i++) {
		memset(buf + spots[i], 0, plen);
		memcpy(buf + spots[i], name, strlen(name));
	}
	fd = open(obj, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	err = fd < 0 ? -1 : dt_write_all(fd, buf, len);
	if (fd >= 0 && close(fd) < 0)
		err = -1;
	dt_free(buf);
	return err;
}

int dt_modinfo_object(const struct dt_recipe *r, const char *tdir, const char *dir,
		      const char *name, const char **vers)
{
	const char *mod_c = dt_sprintf("%s/%s.mod.c", dir, name);
	char *text = dt_read_file(mod_c, NULL), *tmpl;
	struct mod_parts m;

	*vers = NULL;
	if (!text)
		return -1;
	tmpl = tdir ? dt_read_file(dt_sprintf("%s/%s", tdir, TEMPLATE_TEXT), NULL) : NULL;
	if (tmpl && access(dt_sprintf("%s/%s", tdir, TEMPLATE_OBJ), R_OK) == 0 &&
	    split_mod_c(text, &m) && !strcmp(m.rest, tmpl)) {
		const char *obj = dt_sprintf("%s/%s_vers.o", dir, name);

		if (compile_vers(r, dir, name, &m, obj) != 0 ||
		    patch_template(tdir, name, dt_sprintf("%s/%s.mod.o", dir, name)) < 0)
			return -1;
		*vers = obj;
		return 0;
	}
	/* not the template's shape: compile it (the text was split in place) */
	return dt_recipe_write_defs(r, r->defs_mod, dir, name, "dtap_mod_defs.h") < 0 ||
	       dt_recipe_compile(r, dir, name, "dtap_mod_defs.h", mod_c,
				 dt_sprintf("%s/%s.mod.o", dir, name)) != 0 ? -1 : 0;
}
