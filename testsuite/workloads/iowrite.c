/*
 * iowrite - a guest workload for the io provider tests: on the block
 * device PATH (null_blk's /dev/nullb0), 4 direct writes of 4096 bytes at
 * offsets 0, 4096, 8192, 12288, an fsync, then 2 direct reads of 4096
 * bytes at 0 and 4096: 6 requests the page cache does not absorb.
 *
 * usage: iowrite PATH
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	void *buf;
	int fd;

	if (argc != 2 || posix_memalign(&buf, 4096, 4096)) {
		fprintf(stderr, "usage: iowrite PATH\n");
		return 2;
	}
	memset(buf, 'x', 4096);
	fd = open(argv[1], O_RDWR | O_DIRECT);
	if (fd < 0) {
		perror(argv[1]);
		return 1;
	}
	for (int i = 0; i < 4; i++)
		if (pwrite(fd, buf, 4096, (off_t)i * 4096) != 4096) {
			perror("pwrite");
			return 1;
		}
	fsync(fd);
	for (int i = 0; i < 2; i++)
		if (pread(fd, buf, 4096, (off_t)i * 4096) != 4096) {
			perror("pread");
			return 1;
		}
	return close(fd) != 0;
}
