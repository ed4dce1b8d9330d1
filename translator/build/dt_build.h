/*
 * dt_build.h - pass 4: the generated C becomes NAME.ko, built against
 * the target kernel's tree as kbuild would build it; and the static
 * check of a built module.  (Signing is signing/'s.)
 *
 *   dt_build.c         the pass: a build directory, the fast path or kbuild, the .ko
 *   dt_recipe.c/.h     how the target kernel's tree builds a module, learnt once, replayed
 *   dt_features.c      kernel API feature probes (HAVE_* macros), cached per tree
 *   dt_shared.c        the runtime's shared object, compiled once per tree and runtime
 *   dt_modinfo.c       NAME.mod.o from a template made with the shared object
 *   dt_cache.c/.h      the compile cache: a re-run skips kbuild and signing
 *   dt_check_module.c  dtap --check-module: a static check of a built module
 *
 * dt_recipe.h and dt_cache.h are this layer's own: only build/ and the
 * driver include them.
 */
#ifndef DT_BUILD_H
#define DT_BUILD_H

#include "cg/dt_cg.h"


/* Pass 4 (dt_build.c): write P's C into a build directory (WORKDIR, or a
 * fresh one under $TMPDIR removed afterwards unless keep_tmp), build it
 * with kbuild against KERNEL_DIR (NULL: /lib/modules/RELEASE/build), and
 * copy the module to OUTDIR/MODNAME.ko, whose path goes to KO_PATH
 * (OUTDIR NULL: with a WORKDIR, no copy and KO_PATH is WORKDIR/MODNAME.ko;
 * without, the current directory).  Returns 0, or -1 (diagnosed;
 * compiler errors are printed as an internal error).  Signing is not
 * done here.  SOURCE, when set, is P's C already generated (pass 3 done
 * by the caller, e.g. to key the compile cache on it). */
struct dt_build_opts {
	const char *modname;
	const char *source;
	const char *kernel_release;
	const char *kernel_dir;
	const char *workdir;
	const char *outdir;
	bool keep_tmp, verbose;
	bool kbuild;		/* --kbuild: make, not the fast path */
	bool verbose_passes;	/* time each phase of pass 4 */
};
/* Compiler flags of every module beyond kbuild's own; part of the compile
 * cache key, so changing them never reuses a module built without them.
 * -Werror: a warning in generated code or the runtime is a dtap bug,
 * caught at build time rather than shipped.  -std=gnu11: the runtime is
 * C11 (declarations in for loops), as kernels build themselves since
 * 5.18; 5.10's kbuild says -std=gnu89, which this overrides. */
#define DT_MODULE_CFLAGS "-Werror -std=gnu11"
/* One more flag, given to the compiler after the recipe's (dt_recipe.c)
 * rather than learnt into it, so that no cached recipe needs learning
 * again; the precompiled header is made with it too (gcc emits unwind
 * tables, .eh_frame, into every object compiled with a PCH made with -g,
 * whatever the object's own -g says, and objtool then leaves the module's
 * IBT landing pads unsealed), and it is part of the cache keys.  -g0: no
 * debug info, where the kernel's flags say -g.  The module's DWARF was
 * about 15% of a warm pass 4's CPU (the compiler's type and location
 * output, then as, objtool, ld and signing on an object ten times the
 * size of its code; bench/README.md, pass4), and it described generated
 * C nobody reads in a debugger; its code is the same either way (the
 * compiler's promise for -g), what is loaded too (testsuite/cli/
 * pass4_kbuild.sh compares the sections with kbuild's build).  It also
 * made -fno-var-tracking moot: tracking where every local lives was 64%
 * of the compile of a clause of 800 assignments (bench/compile-scale.sh). */
#define DT_MODULE_CODEGEN_FLAG "-g0"

int dt_build_module(const struct dt_program *p, const struct dt_build_opts *o,
		    char *ko_path, size_t len);
/* Kernel feature probes (dt_features.c): the path of the header of
 * HAVE_* macros for the kernel build tree KDIR, probed on first use and
 * cached under ~/.cache/dtap/features/.  NULL (diagnosed) on failure. */
const char *dt_features_get(const char *kdir, const char *release, bool verbose);
/* "RELEASE-HASH": names what is cached per kernel build tree (its feature
 * header, its build recipe); HASH covers its .config and Module.symvers. */
const char *dt_tree_id(const char *kdir, const char *release);

/* The runtime's shared object (runtime/dtap_shared.c) for the tree KDIR,
 * built with the recipe R (NULL: with kbuild) and FEATURES, cached in the
 * tree's cache directory (dt_shared.c); built in WORKDIR, uncached, when
 * the cache may not be trusted.  Its path, or NULL on failure (the
 * compiler's messages in WORKDIR/build.log). */
struct dt_recipe;
#define DT_SHARED_TEMPLATE "template"	/* beside it: the template of NAME.mod.o */
const char *dt_shared_object(const struct dt_recipe *r, const char *kdir, const char *release,
			     const char *features, const char *workdir, bool verbose);

/* dtap --check-module (dt_check_module.c): the static checks of a built
 * module; each problem is printed to OUT as "dtap: KO: ...".  0: passed. */
int dt_check_module(const char *ko, FILE *out);

#endif /* DT_BUILD_H */
