/*
 * asuser.c - open files with the rights of the user who ran dtaprun.
 *
 * Through a setuid dtaprun, dtaprun and dtapio run with the user's real
 * ids and root's effective uid.  Every path that the user or a traced
 * program chooses (-o FILE, freopen()'s path, the files named in
 * /proc/PID/maps) is opened with the effective ids switched to the real
 * ones for that open alone, so that root's rights never decide which file
 * is read or written: the kernel checks the user's permissions on every
 * directory on the way and on the file, symbolic links included.
 * (system() and -c's command run with all ids dropped: dtapio.c,
 * consume.c.)  Root running dtaprun itself: plain open().
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtap_asuser.h"

/* Did a setuid dtaprun start us: real and effective ids differ? */
static int setuid_run(void)
{
	return getuid() != geteuid() || getgid() != getegid();
}

/* Back to the effective ids we had: the saved set-user-ID is root's, so
 * this cannot fail short of a kernel bug; carrying on as the wrong user
 * would be worse than stopping. */
static void restore_ids(uid_t euid, gid_t egid)
{
	if (seteuid(euid) < 0 || setegid(egid) < 0) {
		fprintf(stderr, "dtap: cannot restore privileges: %s\n", strerror(errno));
		abort();
	}
}

int dtap_open_as_user(const char *path, int flags, mode_t mode)
{
	uid_t euid = geteuid();
	gid_t egid = getegid();
	int fd, e;

	if (!setuid_run())
		return open(path, flags | O_CLOEXEC, mode);
	/* the group first, while the effective uid may still set it */
	if (setegid(getgid()) < 0 || seteuid(getuid()) < 0) {
		e = errno;
		restore_ids(euid, egid);
		errno = e;
		return -1;
	}
	fd = open(path, flags | O_CLOEXEC, mode);
	e = errno;
	restore_ids(euid, egid);
	errno = e;
	return fd;
}
