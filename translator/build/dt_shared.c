/*
 * dt_shared.c - the runtime's shared object: runtime/dtap_shared.c, the
 * part of the runtime that no program changes (runtime/dtap_shared.h),
 * compiled once per kernel build tree and runtime and linked into every
 * module beside the module's own object, so that pass 4 compiles only
 * the program's C and the runtime it inlines.
 *
 * It lives in the tree's cache directory (the recipe's,
 * ~/.cache/dtap/kbuild/RELEASE-HASH/) as shared-KEY/dtap_shared.o.  KEY is
 * a sha256 over what the object is a function of: dtap's version, the
 * module flags, how it is built (the recipe's compiler, flags, per-object
 * defines, objtool and precompiled header, or kbuild), every file of the
 * runtime and the kernel feature header; the directory's name already
 * covers the tree's release, .config and Module.symvers.  A changed
 * runtime or tree therefore never links a stale object: it has another
 * key.  Like the recipe and the precompiled header, the object is code
 * dtap links into a module, so it is used only when the cache is the
 * user's alone (dt_cache_trusted); otherwise it is built in the module's
 * build directory, uncached.
 *
 * Concurrent builds (the test suite runs two at once) take a lock (flock
 * on the tree's shared.lock) to build it: one compiles, the others wait
 * and find it there.  It is built in a directory of its own and renamed
 * into place, so no reader ever sees half an object, even from a dtap
 * that does not lock.
 *
 * It is built the way the tree builds a part of a module of several
 * objects: with the recipe's compile (and objtool, unless the tree runs
 * objtool on the linked module, objtool --link), or by kbuild for a tree
 * whose modules kbuild builds (5.10) and for --kbuild, as a part of a
 * module ("make M=DIR dtap_shared.o"), so kbuild runs objtool on it
 * exactly when it would on a part.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "build/dt_build.h"
#include "build/dt_cache.h"
#include "build/dt_recipe.h"

#define SHARED_VERSION	"dtap-shared-3"	/* 2: with the template of NAME.mod.o; 3: paths mapped (dt_include_flags) */
#define SHARED_NAME	"dtap_shared"

/* The key's text: one line per input, digests for files. */
static const char *shared_inputs(const struct dt_recipe *r, const char *kdir,
				 const char *features)
{
	char rt[DT_CACHE_KEY_LEN + 1], feat[DT_CACHE_KEY_LEN + 1];
	char conf[DT_CACHE_KEY_LEN + 1];
	const char *text;

	if (dt_cache_digest_tree(dt_path("runtime"), rt) < 0 ||
	    dt_cache_digest_file(features, feat) < 0)
		return NULL;
	text = dt_sprintf("%s dtap %s\ncflags %s %s\nruntime %s\nfeatures %s\n",
			  SHARED_VERSION, DTAP_VERSION, DT_MODULE_CFLAGS,
			  DT_MODULE_CODEGEN_FLAG, rt, feat);
	if (!r) {
		if (dt_cache_digest_file(dt_sprintf("%s/include/generated/autoconf.h", kdir),
					 conf) < 0)
			return NULL;
		return dt_sprintf("%sbuilder kbuild %s\nautoconf %s\n", text, kdir, conf);
	}
	text = dt_sprintf("%sbuilder fast\npch %s\n", text, r->pch ? r->pch : "none");
	for (int i = 0; r->cc[i]; i++)
		text = dt_sprintf("%scc %s\n", text, r->cc[i]);
	for (int i = 0; r->defs_o[i]; i++)
		text = dt_sprintf("%sdef %s\n", text, r->defs_o[i]);
	for (int i = 0; r->objtool && r->objtool[i]; i++)
		text = dt_sprintf("%sobjtool %s\n", text, r->objtool[i]);
	for (int i = 0; r->defs_mod[i]; i++)	/* the template of NAME.mod.o */
		text = dt_sprintf("%sdef_mod %s\n", text, r->defs_mod[i]);
	for (int i = 0; r->modpost[i]; i++)
		text = dt_sprintf("%smodpost %s\n", text, r->modpost[i]);
	return text;
}

/* With the recipe: compile, and objtool unless the tree runs it at link;
 * and, when TEMPLATE, the template of NAME.mod.o (dt_modinfo.c), whose
 * failure only means that modules compile their NAME.mod.c. */
static int build_fast(const struct dt_recipe *r, const char *dir, bool template, bool verbose)
{
	const char *obj = dt_sprintf("%s/%s.o", dir, SHARED_NAME);

	if (dt_recipe_write_defs(r, r->defs_o, dir, SHARED_NAME, "dtap_defs.h") < 0 ||
	    dt_recipe_compile(r, dir, SHARED_NAME, "dtap_defs.h",
			      dt_sprintf("%s/%s.c", dt_path("runtime"), SHARED_NAME), obj) != 0)
		return -1;
	if (r->objtool && !dt_recipe_objtool_at_link(r) &&
	    dt_recipe_run(r, r->objtool, dir, SHARED_NAME) != 0)
		return -1;
	if (template && dt_modinfo_template(r, dt_sprintf("%s/%s", dir, DT_SHARED_TEMPLATE)) < 0 &&
	    verbose)
		fprintf(stderr, "dtap: no template of NAME.mod.o (%s/work/build.log of the "
			"shared object's directory says why): modules compile theirs\n",
			DT_SHARED_TEMPLATE);
	return 0;
}

/* With kbuild, as the one part of a module dtap_shared_parts.ko. */
static int build_kbuild(const char *kdir, const char *dir, bool verbose)
{
	const char *argv[] = { "make", "-rR", "-C", kdir, dt_sprintf("M=%s", dir),
			       SHARED_NAME ".o", NULL };

	if (dt_copy_file(dt_sprintf("%s/%s.c", dt_path("runtime"), SHARED_NAME),
			 dt_sprintf("%s/%s.c", dir, SHARED_NAME)) < 0 ||
	    dt_write_text(dt_sprintf("%s/Kbuild", dir),
			  dt_sprintf("obj-m := %s_parts.o\n%s_parts-y := %s.o\n"
				     "ccflags-y := " DT_MODULE_CFLAGS " " DT_MODULE_CODEGEN_FLAG
				     " %s\n", SHARED_NAME, SHARED_NAME, SHARED_NAME,
				     dt_include_text(dir))) < 0)
		return -1;
	if (verbose)
		fprintf(stderr, "dtap: make -rR -C %s M=%s %s.o\n", kdir, dir, SHARED_NAME);
	return dt_run(argv, NULL, dt_sprintf("%s/build.log", dir)) == 0 ? 0 : -1;
}

/* Build the shared object into DIR (which exists); the template of
 * NAME.mod.o too when it is cached (TEMPLATE). */
static int build_into(const struct dt_recipe *r, const char *kdir, const char *features,
		      const char *dir, bool template, bool verbose)
{
	if (dt_copy_file(features, dt_sprintf("%s/dtap_features.h", dir)) < 0)
		return -1;
	return r ? build_fast(r, dir, template, verbose) : build_kbuild(kdir, dir, verbose);
}

/* Build the object into the cache directory DIR of the tree's TDIR, under
 * the tree's lock: when the lock is ours, another dtap may have built it. */
static int build_locked(const struct dt_recipe *r, const char *kdir, const char *features,
			const char *tdir, const char *dir, const char *workdir, bool verbose)
{
	char *tmp = dt_sprintf("%s.%d.tmp", dir, (int)getpid());
	int lock = open(dt_sprintf("%s/shared.lock", tdir), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	int err = 0;

	if (lock >= 0)
		flock(lock, LOCK_EX);	/* without it, the rename still keeps it whole */
	if (access(dt_sprintf("%s/%s.o", dir, SHARED_NAME), R_OK) != 0) {
		if (verbose)
			fprintf(stderr, "dtap: compiling the runtime's shared object into %s\n",
				dir);
		err = mkdir(tmp, 0700) < 0 ? -1 : build_into(r, kdir, features, tmp, true, verbose);
		if (!err && rename(tmp, dir) < 0 && errno != EEXIST && errno != ENOTEMPTY)
			err = -1;
		if (err)	/* the compiler's messages, for the internal error */
			dt_copy_file(dt_sprintf("%s/build.log", tmp),
				     dt_sprintf("%s/build.log", workdir));
		dt_remove_tree(tmp);	/* gone already after a rename */
	}
	if (lock >= 0)
		close(lock);
	return err;
}

/* The tree's cache directory: the recipe's, or the one dt_recipe.c keeps
 * for a tree built by kbuild. */
static const char *tree_dir(const struct dt_recipe *r, const char *kdir, const char *release)
{
	return r ? r->dir : dt_sprintf("%s/%s", dt_cache_dir("kbuild"), dt_tree_id(kdir, release));
}

const char *dt_shared_object(const struct dt_recipe *r, const char *kdir, const char *release,
			     const char *features, const char *workdir, bool verbose)
{
	const char *inputs = shared_inputs(r, kdir, features), *tdir, *dir, *obj;
	char key[DT_CACHE_KEY_LEN + 1];

	if (!inputs)
		return NULL;
	dt_sha256_hex(inputs, strlen(inputs), key);
	tdir = tree_dir(r, kdir, release);
	dir = dt_sprintf("%s/shared-%.16s", tdir, key);
	obj = dt_sprintf("%s/%s.o", dir, SHARED_NAME);
	if (!dt_cache_trusted(tdir) || !dt_cache_trusted(dir) || !dt_cache_trusted(obj)) {
		/* said why; a module is still built, with an object of its own */
		return build_into(r, kdir, features, workdir, false, verbose) < 0 ? NULL
			: dt_sprintf("%s/%s.o", workdir, SHARED_NAME);
	}
	if (access(obj, R_OK) == 0) {
		utimensat(AT_FDCWD, dir, NULL, 0);	/* in use: not pruned */
		return obj;
	}
	if (dt_mkdir_p(tdir, 0700) < 0 ||
	    build_locked(r, kdir, features, tdir, dir, workdir, verbose) < 0)
		return NULL;
	dt_recipe_prune(tdir, "shared-");
	return access(obj, R_OK) == 0 ? obj : NULL;
}
