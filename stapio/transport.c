/*
 * transport.c - the module's files: /sys/kernel/debug/dtap/MOD/ (or
 * /proc/dtap/MOD/ where debugfs is missing or locked down) holding
 * buffers, aggs and ctl (runtime/dtap_wire.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

static int tp_try_dir(struct dtc_transport *t, const char *base,
		      const char *modname)
{
	struct stat st;

	snprintf(t->dir, sizeof(t->dir), "%s/%s", base, modname);
	return stat(t->dir, &st) == 0 && S_ISDIR(st.st_mode) ? 0 : -1;
}

static int tp_open_file(struct dtc_transport *t, const char *name, int flags)
{
	char path[4200];

	snprintf(path, sizeof(path), "%s/%s", t->dir, name);
	return open(path, flags | O_CLOEXEC);
}

/*
 * The module creates its debugfs files whether or not debugfs is mounted;
 * like staprun, mount it where it belongs when it is not (root only; a
 * lockdown-refused or absent debugfs makes the module use procfs).
 */
static void tp_mount_debugfs(void)
{
	struct stat root, dbg;

	if (stat("/sys/kernel", &root) < 0 || stat("/sys/kernel/debug", &dbg) < 0)
		return;
	if (root.st_dev != dbg.st_dev)
		return;	/* something is mounted there already */
	mount("debugfs", "/sys/kernel/debug", "debugfs", 0, NULL);
}

static int tp_find_dir(struct dtc_transport *t, const char *modname)
{
	if (tp_try_dir(t, "/sys/kernel/debug/" DTAP_DEBUGFS_DIR, modname) == 0 ||
	    tp_try_dir(t, "/proc/" DTAP_PROCFS_DIR, modname) == 0)
		return 0;
	tp_mount_debugfs();
	return tp_try_dir(t, "/sys/kernel/debug/" DTAP_DEBUGFS_DIR, modname);
}

int dtc_transport_open(struct dtc_transport *t, const char *modname,
		       char *err, size_t errlen)
{
	t->buffers_fd = t->ctl_fd = -1;
	if (tp_find_dir(t, modname) < 0) {
		snprintf(err, errlen,
			 "module %s is not loaded (neither /sys/kernel/debug/%s/%s "
			 "nor /proc/%s/%s exists)", modname, DTAP_DEBUGFS_DIR,
			 modname, DTAP_PROCFS_DIR, modname);
		return -1;
	}
	t->buffers_fd = tp_open_file(t, "buffers", O_RDONLY);
	t->ctl_fd = tp_open_file(t, "ctl", O_RDWR);
	if (t->buffers_fd < 0 || t->ctl_fd < 0) {
		snprintf(err, errlen, "cannot open the files of %s: %s", t->dir,
			 strerror(errno));
		dtc_transport_close(t);
		return -1;
	}
	return 0;
}

void dtc_transport_close(struct dtc_transport *t)
{
	if (t->buffers_fd >= 0)
		close(t->buffers_fd);
	if (t->ctl_fd >= 0)
		close(t->ctl_fd);
	t->buffers_fd = t->ctl_fd = -1;
}

int dtc_ctl_write(struct dtc_transport *t, const char *cmd)
{
	size_t n = strlen(cmd);

	return write(t->ctl_fd, cmd, n) == (ssize_t)n ? 0 : -1;
}

int dtc_ctl_write_bytes(struct dtc_transport *t, const void *buf, size_t len)
{
	return write(t->ctl_fd, buf, len) == (ssize_t)len ? 0 : -1;
}

/* Read the whole of FD from offset 0 into a malloc'ed buffer. */
static int tp_slurp(int fd, unsigned char **buf, size_t *len)
{
	size_t cap = 4096, n = 0;
	unsigned char *b = malloc(cap + 1);

	if (!b)
		return -1;
	for (;;) {
		ssize_t r;

		if (n == cap) {
			unsigned char *nb = realloc(b, cap * 2 + 1);

			if (!nb)
				goto fail;
			b = nb;
			cap *= 2;
		}
		r = pread(fd, b + n, cap - n, (off_t)n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			goto fail;
		if (r == 0)
			break;
		n += (size_t)r;
	}
	b[n] = '\0';
	*buf = b;
	*len = n;
	return 0;
fail:
	free(b);
	return -1;
}

static void tp_cpu_line(const char *line, struct dtc_cpustat **cpus, int *ncpus)
{
	long long drops = 0, aggdrops = 0, reentrant = 0, dyndrops = 0;
	int cpu;

	if (sscanf(line, "cpu=%d drops=%lld aggdrops=%lld reentrant=%lld dyndrops=%lld",
		   &cpu, &drops, &aggdrops, &reentrant, &dyndrops) < 2 || cpu < 0 ||
	    cpu > 65535)
		return;
	if (cpu >= *ncpus) {
		struct dtc_cpustat *n = realloc(*cpus, (size_t)(cpu + 1) * sizeof(*n));

		if (!n)
			return;
		memset(n + *ncpus, 0, (size_t)(cpu + 1 - *ncpus) * sizeof(*n));
		*cpus = n;
		*ncpus = cpu + 1;
	}
	(*cpus)[cpu].drops = drops;
	(*cpus)[cpu].aggdrops = aggdrops;
	(*cpus)[cpu].reentrant = reentrant;
	(*cpus)[cpu].dyndrops = dyndrops;
}

/* NAME=N in the first line of TEXT, if there (older modules lack it). */
static void tp_field(const char *text, const char *name, long *v)
{
	const char *nl = strchr(text, '\n'), *p = strstr(text, name);

	if (p && (!nl || p < nl))
		*v = strtol(p + strlen(name), NULL, 10);
}

int dtc_ctl_parse(char *text, struct dtap_status *st, struct dtc_cpustat **cpus,
		  int *ncpus)
{
	char *line, *next;

	memset(st, 0, sizeof(*st));
	if (sscanf(text, "state=%15s exit=%d begun=%d ended=%d errors=%ld cpus=%d "
		   "fbt_missed=%lld", st->state, &st->exit, &st->begun, &st->ended,
		   &st->errors, &st->ncpus, &st->fbt_missed) < 1)
		return -1;
	tp_field(text, "specdrops=", &st->specdrops);
	tp_field(text, "specbusy=", &st->specbusy);
	tp_field(text, "specunavail=", &st->specunavail);
	for (line = text; line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		if (strncmp(line, "cpu=", 4) == 0 && cpus)
			tp_cpu_line(line, cpus, ncpus);
	}
	return 0;
}

int dtc_ctl_read(struct dtc_transport *t, struct dtap_status *st,
		 struct dtc_cpustat **cpus, int *ncpus)
{
	unsigned char *buf;
	size_t len;
	int rc;

	if (tp_slurp(t->ctl_fd, &buf, &len) < 0)
		return -1;
	rc = dtc_ctl_parse((char *)buf, st, cpus, ncpus);
	free(buf);
	return rc;
}

int dtc_aggs_read(struct dtc_transport *t, unsigned char **buf, size_t *len)
{
	int fd = tp_open_file(t, "aggs", O_RDONLY);
	int rc;

	if (fd < 0)
		return -1;
	rc = tp_slurp(fd, buf, len);
	close(fd);
	return rc;
}
