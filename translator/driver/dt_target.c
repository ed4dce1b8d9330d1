/*
 * dt_target.c - choosing the target kernel: --kernel=RELEASE, the newest
 * kernel a --vm can boot, or the running one; and where its build tree is.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "driver/dt_driver.h"

static bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Compare release strings so that 6.12 sorts after 6.1 and 6.9. */
static int release_cmp(const char *a, const char *b)
{
	while (*a && *b) {
		if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
			char *ea, *eb;
			unsigned long na = strtoul(a, &ea, 10), nb = strtoul(b, &eb, 10);

			if (na != nb)
				return na < nb ? -1 : 1;
			a = ea;
			b = eb;
		} else if (*a != *b) {
			return (unsigned char)*a - (unsigned char)*b;
		} else {
			a++;
			b++;
		}
	}
	return (unsigned char)*a - (unsigned char)*b;
}

/* --vm without a release: the newest kernel with a build tree and an image. */
static const char *newest_vm_kernel(void)
{
	DIR *d = opendir("/lib/modules");
	struct dirent *e;
	char *best = NULL;

	if (!d)
		return NULL;
	while ((e = readdir(d))) {
		const char *r = e->d_name;

		if (r[0] == '.' || !is_dir(dt_sprintf("/lib/modules/%s/build", r)) ||
		    access(dt_sprintf("/boot/vmlinuz-%s", r), R_OK) != 0)
			continue;
		if (!best || release_cmp(r, best) > 0)
			best = dt_strdup(r);
	}
	closedir(d);
	return best;
}

/* Release of a build tree, from include/config/kernel.release. */
static const char *release_of_tree(const char *dir)
{
	FILE *f = fopen(dt_sprintf("%s/include/config/kernel.release", dir), "r");
	char line[256] = "";

	if (!f)
		return NULL;
	if (!fgets(line, sizeof(line), f))
		line[0] = '\0';
	fclose(f);
	line[strcspn(line, "\n")] = '\0';
	return line[0] ? dt_strdup(line) : NULL;
}

/* NEED_TREE false (--pass=3): only the release matters, the tree may be
 * missing. */
int dt_pick_kernel(const struct cmdline *cl, struct target *t, bool need_tree)
{
	struct utsname u;
	const char *k = cl->kernel;

	/* --vm alone: the configured default when it can boot, else the
	 * newest kernel that can. */
	if (!k && cl->vm && DTAP_DEFAULT_KERNEL[0] && !strchr(DTAP_DEFAULT_KERNEL, '/') &&
	    access(dt_sprintf("/boot/vmlinuz-%s", DTAP_DEFAULT_KERNEL), R_OK) == 0)
		k = DTAP_DEFAULT_KERNEL;
	if (!k && cl->vm) {
		k = newest_vm_kernel();
		if (!k) {
			fprintf(stderr, "dtap: --vm needs a kernel image and its build tree: "
				"none found under /lib/modules and /boot (run testsuite/install-deps.sh, "
				"or install linux-image-cloud-amd64 and linux-headers-cloud-amd64)\n");
			return -1;
		}
	}
	if (!k && DTAP_DEFAULT_KERNEL[0])
		k = DTAP_DEFAULT_KERNEL;
	if (!k) {
		uname(&u);
		k = dt_strdup(u.release);
	}
	if (strchr(k, '/')) {		/* --kernel=DIR */
		t->build_dir = k;
		t->release = release_of_tree(k);
		if (!t->release) {
			fprintf(stderr, "dtap: %s is not a configured kernel build tree "
				"(no include/config/kernel.release)\n", k);
			return -1;
		}
	} else {
		t->release = k;
		t->build_dir = dt_sprintf("/lib/modules/%s/build", k);
	}
	if (!is_dir(t->build_dir) && need_tree) {
		fprintf(stderr, "dtap: no kernel build tree for %s at %s: install "
			"linux-headers-%s, pick another kernel with --kernel=RELEASE|DIR, "
			"or run in a qemu guest with --vm\n", t->release, t->build_dir, t->release);
		return -1;
	}
	if (cl->vm && access(dt_sprintf("/boot/vmlinuz-%s", t->release), R_OK) != 0) {
		fprintf(stderr, "dtap: --vm needs /boot/vmlinuz-%s: install linux-image-%s\n",
			t->release, t->release);
		return -1;
	}
	if (cl->verbose)
		fprintf(stderr, "dtap: building for kernel %s (%s)\n", t->release, t->build_dir);
	return 0;
}

/* Pass 5 on this host: dtaprun would only fail on the vermagic after the
 * whole build, so say it before building. */
int dt_check_host_kernel(const struct cmdline *cl, const struct target *t)
{
	struct utsname u;

	if (cl->vm || cl->compile_only || cl->last_pass < 5 || uname(&u) < 0 ||
	    strcmp(u.release, t->release) == 0)
		return 0;
	fprintf(stderr, "dtap: this module is for kernel %s but this host runs %s: "
		"run it on such a host with dtaprun, or use --vm\n", t->release, u.release);
	return -1;
}
