/*
 * sigutil.c - small helpers shared by the signing files: whole-file
 * reads, path joins that refuse to truncate, OpenSSL error text.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/err.h>

#include "dtap_sign.h"

int dtap_join(char *out, size_t outlen, const char *dir, const char *file,
	      char *err, size_t errlen)
{
	int n = snprintf(out, outlen, "%s/%s", dir, file);

	if (n < 0 || (size_t)n >= outlen) {
		snprintf(err, errlen, "path too long: %s/%s", dir, file);
		return -1;
	}
	return 0;
}

void dtap_ssl_err(char *err, size_t errlen, const char *what)
{
	char buf[256];
	unsigned long e = ERR_get_error();

	if (e) {
		ERR_error_string_n(e, buf, sizeof(buf));
		snprintf(err, errlen, "%s: %s", what, buf);
	} else {
		snprintf(err, errlen, "%s", what);
	}
	ERR_clear_error();
}

int dtap_read_fd(int fd, const char *name, unsigned char **buf,
		 size_t *len, char *err, size_t errlen)
{
	struct stat st;
	unsigned char *p = NULL;
	size_t got = 0;
	ssize_t n;

	if (fstat(fd, &st) < 0)
		goto fail;
	if (!S_ISREG(st.st_mode)) {
		errno = EINVAL;
		goto fail;
	}
	p = malloc(st.st_size ? (size_t)st.st_size : 1);
	if (!p)
		goto fail;
	while (got < (size_t)st.st_size) {
		n = pread(fd, p + got, (size_t)st.st_size - got, (off_t)got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			if (n == 0)
				errno = EIO;	/* file shrank under us */
			goto fail;
		}
		got += (size_t)n;
	}
	*buf = p;
	*len = got;
	return 0;
fail:
	snprintf(err, errlen, "cannot read %s: %s", name,
		 errno == EINVAL ? "not a regular file" : strerror(errno));
	free(p);
	return -1;
}

int dtap_read_file(const char *path, unsigned char **buf, size_t *len,
		   char *err, size_t errlen)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	int rc;

	if (fd < 0) {
		snprintf(err, errlen, "cannot read %s: %s", path,
			 strerror(errno));
		return -1;
	}
	rc = dtap_read_fd(fd, path, buf, len, err, errlen);
	close(fd);
	return rc;
}
