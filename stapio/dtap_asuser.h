/*
 * dtap_asuser.h - opening files with the rights of the user who ran
 * dtaprun, not the setuid root's (stapio/asuser.c).
 */
#ifndef DTAP_ASUSER_H
#define DTAP_ASUSER_H

#include <sys/types.h>

/* open(PATH, FLAGS | O_CLOEXEC, MODE) with the effective uid and gid
 * switched to the real ones for the call alone.  The fd, or -1 with
 * errno set. */
int dtap_open_as_user(const char *path, int flags, mode_t mode);

#endif /* DTAP_ASUSER_H */
