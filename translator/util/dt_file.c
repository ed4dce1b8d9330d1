/*
 * dt_file.c - the few file-system chores of passes 4 and the caches:
 * remove a tree (nftw, never `rm -rf` through a shell), copy a file (or
 * to an open one), write a buffer whole,
 * write a text file, create a directory and its parents.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/dt_util.h"

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	return (type == FTW_DP ? rmdir(path) : unlink(path)) < 0 ? -1 : 0;
}

int dt_remove_tree(const char *dir)
{
	/* FTW_PHYS: a symlink in the tree is removed, never followed. */
	return nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
}

int dt_write_all(int fd, const void *buf, size_t len)
{
	for (size_t off = 0; off < len;) {
		ssize_t w = write(fd, (const char *)buf + off, len - off);

		if (w < 0)
			return -1;
		off += (size_t)w;
	}
	return 0;
}

/* Copy what IN reads to OUT, both open; closes IN. */
static int copy_fd(int in, int out)
{
	char buf[65536];
	ssize_t n;

	while ((n = read(in, buf, sizeof(buf))) > 0)
		if (dt_write_all(out, buf, (size_t)n) < 0) {
			n = -1;
			break;
		}
	close(in);
	return n < 0 ? -1 : 0;
}

int dt_copy_to_fd(const char *from, int fd)
{
	int in = open(from, O_RDONLY | O_CLOEXEC);

	return in < 0 ? -1 : copy_fd(in, fd);
}

int dt_copy_file(const char *from, const char *to)
{
	int in = open(from, O_RDONLY | O_CLOEXEC), out, err;

	if (in < 0)
		return -1;	/* TO is not created */
	out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (out < 0) {
		close(in);
		return -1;
	}
	err = copy_fd(in, out);
	return close(out) < 0 || err < 0 ? -1 : 0;
}

int dt_write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (!f)
		return -1;
	fputs(text, f);
	return fclose(f);
}

char *dt_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL;
	size_t cap = 0, n = 0, got;

	if (!f)
		return NULL;
	do {
		buf = dt_grow(buf, &cap, n + 65537, 1);
		got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
	} while (got > 0);
	buf[n] = '\0';
	if (ferror(f)) {
		dt_free(buf);
		buf = NULL;
	}
	fclose(f);
	if (buf && len)
		*len = n;
	return buf;
}

int dt_mkdir_p(const char *path, unsigned int mode)
{
	char *p = dt_strdup(path);
	int err = 0;

	for (char *s = strchr(p + 1, '/'); s && !err; s = strchr(s + 1, '/')) {
		*s = '\0';
		err = mkdir(p, mode) < 0 && errno != EEXIST;
		*s = '/';
	}
	err = err || (mkdir(p, mode) < 0 && errno != EEXIST);
	dt_free(p);
	return err ? -1 : 0;
}

const void *dt_map_file(const char *path, size_t min, size_t *len)
{
	struct stat st;
	void *p;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) < 0 || (size_t)st.st_size < min || st.st_size == 0) {
		close(fd);
		return NULL;
	}
	p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (p == MAP_FAILED)
		return NULL;
	*len = (size_t)st.st_size;
	return p;
}
