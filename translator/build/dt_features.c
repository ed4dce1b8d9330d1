/*
 * dt_features.c - kernel API feature probes, run at build time.
 *
 * The runtime must build against every kernel dtap supports, and kernel
 * APIs drift (and distributions backport changes, so a version number
 * says little).  Instead of testing versions, each probe is a tiny C file
 * that compiles only if the kernel has a given API.  All probes are built
 * in ONE kbuild run, each as its own object, with make -k; the objects
 * that exist afterwards name the features present.  The resulting header
 * of HAVE_* macros is cached per kernel build, keyed by the release and a
 * hash of the build tree's .config and Module.symvers (and one of the
 * probes), in ~/.cache/dtap/features/RELEASE-HASH-PROBES.h, so only the first build for a
 * kernel pays for the probes.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "build/dt_build.h"

struct feature {
	const char *name;	/* HAVE_<NAME>, and the probe's file name */
	const char *code;
};

/*
 * Each probe must split the test kernels (6.1, 6.1 RT, 6.12, 5.10): some
 * have the feature, some not, so that both sides of every #ifdef HAVE_*
 * in runtime/ are compiled by CI (testsuite/cli/feature_branches).  A
 * branch no test kernel builds is one nobody sees fail: hrtimer_setup()
 * (6.13; hrtimer_init() gone in 6.15) waits for a test kernel that has it.
 */
static const struct feature features[] = {
	/* no_llseek: NULL since 6.0, removed in 6.12 (file ops of `buffers`) */
	{ "NO_LLSEEK",
	  "#include <linux/fs.h>\n"
	  "static const struct file_operations f __maybe_unused = { .llseek = no_llseek };\n" },
	/* uprobe_register() returns the struct uprobe (6.12: with a
	 * ref_ctr_offset argument, and uprobe_unregister_nosync/_sync);
	 * before, an errno (the pid provider, runtime/probe_uprobe.c) */
	{ "UPROBE_REGISTER_RETURNS",
	  "#include <linux/uprobes.h>\n"
	  "static struct uprobe * __maybe_unused f(struct inode *i, struct uprobe_consumer *uc)\n"
	  "{ struct uprobe *u = uprobe_register(i, 0, 0, uc); uprobe_unregister_nosync(u, uc);\n"
	  "  uprobe_unregister_sync(); return u; }\n" },
	/* get_kretprobe(ri) (5.11); 5.10's kretprobe_instance has ->rp
	 * (fbt return probes of the compact form,
	 * runtime/probe_fbt_wide.c) */
	{ "GET_KRETPROBE",
	  "#include <linux/kprobes.h>\n"
	  "static struct kretprobe * __maybe_unused f(struct kretprobe_instance *ri)\n"
	  "{ return get_kretprobe(ri); }\n" },
	/* one ftrace filter call for a set of addresses (5.18), and ftrace
	 * callbacks taking struct ftrace_regs (5.11); 5.10 has neither
	 * (fbt with thousands of probes, runtime/probe_fbt_wide.c) */
	{ "FTRACE_SET_FILTER_IPS",
	  "#include <linux/ftrace.h>\n"
	  "static int __maybe_unused f(struct ftrace_ops *o, unsigned long *ips)\n"
	  "{ return ftrace_set_filter_ips(o, ips, 1, 0, 0); }\n" },
	{ "FTRACE_REGS",
	  "#include <linux/ftrace.h>\n"
	  "static void fn(unsigned long ip, unsigned long pip, struct ftrace_ops *o,\n"
	  "  struct ftrace_regs *r) { }\n"
	  "static struct ftrace_ops ops __maybe_unused = { .func = fn };\n" },
	/* a uprobe consumer's filter takes the enum uprobe_filter_ctx
	 * (until 6.10) */
	{ "UPROBE_FILTER_CTX",
	  "#include <linux/uprobes.h>\n"
	  "static bool fl(struct uprobe_consumer *uc, enum uprobe_filter_ctx c, struct mm_struct *mm)\n"
	  "{ return true; }\n"
	  "static struct uprobe_consumer uc __maybe_unused = { .filter = fl };\n" },
};

#define NFEATURES (sizeof(features) / sizeof(features[0]))

static uint64_t fnv1a_file(uint64_t h, const char *path)
{
	FILE *f = fopen(path, "rb");
	unsigned char buf[65536];
	size_t n;

	if (!f)
		return h;
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		for (size_t i = 0; i < n; i++)
			h = (h ^ buf[i]) * 0x100000001b3ULL;
	fclose(f);
	return h;
}

/* Run make -k for all probe objects in DIR; output goes to DIR/make.log. */
static int run_probes(const char *kdir, const char *dir)
{
	const char *argv[NFEATURES + 8];
	int argc = 0;

	argv[argc++] = "make";
	argv[argc++] = "-k";
	argv[argc++] = "-C";
	argv[argc++] = kdir;
	argv[argc++] = dt_sprintf("M=%s", dir);
	for (size_t i = 0; i < NFEATURES; i++)
		argv[argc++] = dt_sprintf("%s.o", features[i].name);
	argv[argc] = NULL;
	/* failures are expected: they are the answers */
	dt_run(argv, NULL, dt_sprintf("%s/make.log", dir));
	return 0;
}

/* Build the probes in a scratch directory and return the header text. */
static char *probe_kernel(const char *kdir, bool verbose)
{
	char tmpl[] = "/tmp/dtap-features-XXXXXX";
	char *dir = mkdtemp(tmpl), *kbuild = dt_strdup("obj-m :=");
	char *hdr = dt_sprintf("/* dtap kernel features of %s */\n", kdir);

	if (!dir)
		return NULL;
	for (size_t i = 0; i < NFEATURES; i++) {
		dt_write_text(dt_sprintf("%s/%s.c", dir, features[i].name), features[i].code);
		kbuild = dt_sprintf("%s %s.o", kbuild, features[i].name);
	}
	dt_write_text(dt_sprintf("%s/Kbuild", dir), dt_sprintf("%s\n", kbuild));
	if (run_probes(kdir, dir) < 0)
		return NULL;
	for (size_t i = 0; i < NFEATURES; i++) {
		bool have = access(dt_sprintf("%s/%s.o", dir, features[i].name), F_OK) == 0;

		if (verbose)
			fprintf(stderr, "dtap: kernel feature %s: %s\n", features[i].name,
				have ? "yes" : "no");
		if (have)
			hdr = dt_sprintf("%s#define HAVE_%s 1\n", hdr, features[i].name);
		else
			hdr = dt_sprintf("%s/* HAVE_%s: not in this kernel */\n", hdr,
					 features[i].name);
	}
	if (dt_remove_tree(dir) != 0)
		fprintf(stderr, "dtap: warning: could not remove %s\n", dir);
	return hdr;
}

const char *dt_tree_id(const char *kdir, const char *release)
{
	static const char *last_kdir, *last_release, *last_id;
	uint64_t h = 0xcbf29ce484222325ULL;

	/* asked by the feature probes and by the build recipe */
	if (last_id && !strcmp(last_kdir, kdir) && !strcmp(last_release, release))
		return last_id;
	h = fnv1a_file(h, dt_sprintf("%s/.config", kdir));
	h = fnv1a_file(h, dt_sprintf("%s/Module.symvers", kdir));
	last_kdir = dt_strdup(kdir);
	last_release = dt_strdup(release);
	last_id = dt_sprintf("%s-%016llx", release, (unsigned long long)h);
	return last_id;
}

/* The probes themselves: a header cached before a probe was added must
 * not answer for it (it would read as "not in this kernel"). */
static unsigned features_hash(void)
{
	unsigned h = 2166136261u;

	for (size_t i = 0; i < NFEATURES; i++)
		for (const char *s = features[i].code; *s; s++)
			h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* The cached header of KDIR, probing the kernel on a miss. */
static const char *features_lookup(const char *kdir, const char *release, bool verbose)
{
	const char *dir = dt_cache_dir("features"), *path, *tmp;
	char *hdr;

	path = dt_sprintf("%s/%s-%08x.h", dir, dt_tree_id(kdir, release), features_hash());
	if (!dt_cache_trusted(path))	/* compiled into every module */
		return NULL;
	if (access(path, R_OK) == 0) {
		if (verbose)
			fprintf(stderr, "dtap: kernel features cached in %s\n", path);
		return path;
	}
	hdr = probe_kernel(kdir, verbose);
	if (!hdr) {
		fprintf(stderr, "dtap: cannot run the kernel feature probes in %s: %s\n",
			kdir, strerror(errno));
		return NULL;
	}
	/* write-then-rename: concurrent dtap runs never see half a file */
	tmp = dt_sprintf("%s.%d", path, (int)getpid());
	if (dt_mkdir_p(dir, 0755) < 0 || dt_write_text(tmp, hdr) < 0 || rename(tmp, path) < 0) {
		fprintf(stderr, "dtap: cannot write %s: %s\n", path, strerror(errno));
		return NULL;
	}
	if (verbose)
		fprintf(stderr, "dtap: kernel features probed into %s\n", path);
	return path;
}

/* The last answer: a run asks twice (cache key, then kbuild) and -v
 * reports where the header is once. */
static const char *last_kdir, *last_release, *last_path;

const char *dt_features_get(const char *kdir, const char *release, bool verbose)
{
	if (last_path && !strcmp(last_kdir, kdir) && !strcmp(last_release, release))
		return last_path;
	last_path = features_lookup(kdir, release, verbose);
	last_kdir = dt_strdup(kdir);
	last_release = dt_strdup(release);
	return last_path;
}
