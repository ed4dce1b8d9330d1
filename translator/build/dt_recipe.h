/*
 * dt_recipe.h - how a kernel build tree builds a module (dt_recipe.c), as
 * pass 4's fast path (dt_build.c) replays it.
 */
#ifndef DT_RECIPE_H
#define DT_RECIPE_H

#include <stdbool.h>

/*
 * Commands as argv vectors (NULL-terminated), run in KDIR.  Their words may
 * hold @DIR@ (the build directory), @NAME@ (the module name) and @CACHE@
 * (DIR below), which dt_recipe_argv() replaces.
 */
struct dt_recipe {
	const char *kdir;	/* the kernel build tree: every command's cwd */
	const char *dir;	/* this tree's cache directory */
	char **cc;		/* the compiler and the module's flags, without
				 * -include, per-module -D, -c, -o and source */
	char **pre;		/* kbuild's -include files, in order */
	char **defs_o;		/* per-module defines of NAME.o: "MACRO VALUE" */
	char **defs_mod;	/* ... and of NAME.mod.o */
	char **objtool;		/* run on NAME.o after compiling; NULL: none */
	char **modpost;		/* writes NAME.mod.c (module info, __versions) */
	char **ld;		/* links NAME.ko */
	char **env;		/* "NAME=VALUE" that make exports to them
				 * (objtool reads SRCARCH) */
	const char *pch;	/* header of the precompiled kernel headers (the
				 * .gch beside it), NULL when there is none */
};

/* The recipe of KDIR: learnt from one kbuild run of a tiny module and
 * cached under ~/.cache/dtap/kbuild/ with the tree's feature probes; the
 * precompiled header of the runtime's kernel includes is made on first use.
 * NULL when the tree's commands are not understood (said with VERBOSE):
 * pass 4 then falls back to kbuild. */
/* After dt_recipe_get() returned NULL: true when that tree's modules are
 * built by kbuild by design (its kbuild runs steps it does not record:
 * 5.10's objtool), not for a failure worth a warning. */
bool dt_recipe_kbuild_only(void);
const struct dt_recipe *dt_recipe_get(const char *kdir, const char *release,
				      bool verbose);

/* A first build for a tree learns its recipe and precompiles its headers
 * (~3 s) after the kernel feature probes (~1.5 s), which do not need them:
 * dt_recipe_prefetch() starts that learning in a child process when the
 * tree has no recipe yet, so that the two run side by side; dt_recipe_get()
 * waits for it (as does dt_recipe_prefetch_wait(), for a run that does not
 * build). */
void dt_recipe_prefetch(const char *kdir, const char *release, bool verbose);
void dt_recipe_prefetch_wait(void);

/* ARGV with @DIR@, @NAME@ and @CACHE@ replaced, followed by EXTRA
 * (NULL-terminated, may be NULL); a fresh NULL-terminated vector. */
const char **dt_recipe_argv(const struct dt_recipe *r, char *const *argv,
			    const char *dir, const char *name, const char *const *extra);

/* Remove the entries of the tree cache directory DIR named PREFIX... that
 * were not used (their time not touched) for two days. */
void dt_recipe_prune(const char *dir, const char *prefix);

/* Replaying the recipe (dt_build.c, dt_shared.c); each runs in the tree
 * with its output appended to DIR/build.log and returns 0 on success. */
/* DIR/FILE: "#define MACRO VALUE" for each of DEFS (r->defs_o, r->defs_mod)
 * of the module NAME. */
int dt_recipe_write_defs(const struct dt_recipe *r, char **defs, const char *dir,
			 const char *name, const char *file);
/* The include flags of every compile of a module's C, for DIR: runtime/
 * and DIR on the include path, each mapped in __FILE__ (WARN, BUG) to a
 * path that does not depend on where dtap or the build lives, so that a
 * cached object made by one dtap tree is what another tree, with the
 * same runtime, would make.  N_INCLUDE_FLAGS of them; dt_include_text()
 * joins them for a Kbuild file. */
#define N_INCLUDE_FLAGS 4
void dt_include_flags(const char *dir, const char *flags[N_INCLUDE_FLAGS]);
const char *dt_include_text(const char *dir);
/* The compiler with the recipe's flags on SRC into OBJ (paths), for the
 * module NAME: the kernel headers from the precompiled header, then
 * DIR/DEFS; runtime/ and DIR on the include path. */
int dt_recipe_compile(const struct dt_recipe *r, const char *dir, const char *name,
		      const char *defs, const char *src, const char *obj);
/* One of the recipe's commands (objtool, modpost, ld) for the module NAME. */
int dt_recipe_run(const struct dt_recipe *r, char **argv, const char *dir, const char *name);
/* The recipe's final link of NAME.ko, with the object EXTRA (NULL: none)
 * after its own inputs. */
int dt_recipe_link(const struct dt_recipe *r, const char *dir, const char *name,
		   const char *extra);
/* Does the tree run objtool on a module's linked object (objtool --link:
 * 6.12 with IBT) rather than on each object it compiles? */
bool dt_recipe_objtool_at_link(const struct dt_recipe *r);
/* Link PARTS (NULL-terminated paths) into the object OUT with ld -r, as
 * kbuild links a module of several objects. */
int dt_recipe_link_parts(const struct dt_recipe *r, const char *dir, const char *out,
			 const char *const *parts);
/* The C of the tiny module a recipe is learnt from. */
extern const char dt_recipe_tiny_module[];

/* NAME.mod.o without compiling NAME.mod.c (dt_modinfo.c). */
/* The tree's modpost on DIR/NAME.o, writing DIR/NAME.mod.c; 0 on success. */
int dt_modinfo_modpost(const struct dt_recipe *r, const char *dir, const char *name);
/* The template of NAME.mod.o, made in DIR (the shared object's directory
 * as it is built) and checked; 0, or -1: no template (not an error). */
int dt_modinfo_template(const struct dt_recipe *r, const char *dir);
/* DIR/NAME.mod.o from modpost's DIR/NAME.mod.c: the template in TDIR
 * (NULL: none) patched, the parts that differ per module in *VERS (an
 * object to link with it), or NAME.mod.c compiled (*VERS NULL).  0 on
 * success. */
int dt_modinfo_object(const struct dt_recipe *r, const char *tdir, const char *dir,
		      const char *name, const char **vers);

#endif /* DT_RECIPE_H */
