/*
 * fsyncfile - a guest workload for the io provider on a file system: create
 * the file PATH, write it in 4096-byte writes to SIZE bytes (a multiple of
 * 4096), fsync it and close it.  The data reaches the disk in the fsync
 * (the page cache holds it until then), from this process.
 *
 * usage: fsyncfile PATH SIZE
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char buf[4096];
	long size;
	int fd;

	if (argc != 3 || (size = atol(argv[2])) <= 0 || size % 4096) {
		fprintf(stderr, "usage: fsyncfile PATH SIZE (a multiple of 4096)\n");
		return 2;
	}
	memset(buf, 'y', sizeof(buf));
	fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0) {
		perror(argv[1]);
		return 1;
	}
	for (long done = 0; done < size; done += sizeof(buf))
		if (write(fd, buf, sizeof(buf)) != (ssize_t)sizeof(buf)) {
			perror("write");
			return 1;
		}
	if (fsync(fd) != 0) {
		perror("fsync");
		return 1;
	}
	return close(fd) != 0;
}
