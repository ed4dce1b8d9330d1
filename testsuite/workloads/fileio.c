/*
 * fileio - a guest workload for the fbt tests: N times open, read and
 * close the file PATH (created with 100 bytes if missing), so a script can
 * count exactly N vfs_read calls on that file and their return values.
 *
 * usage: fileio PATH N
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char buf[64], data[100];
	int n, fd;

	if (argc != 3) {
		fprintf(stderr, "usage: fileio PATH N\n");
		return 2;
	}
	n = atoi(argv[2]);
	memset(data, 'x', sizeof(data));
	fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || write(fd, data, sizeof(data)) != (ssize_t)sizeof(data)) {
		perror(argv[1]);
		return 1;
	}
	close(fd);
	for (int i = 0; i < n; i++) {
		fd = open(argv[1], O_RDONLY);
		if (fd < 0) {
			perror(argv[1]);
			return 1;
		}
		/* 64 bytes, then the 36 left, then 0 at the end: 3 reads */
		while (read(fd, buf, sizeof(buf)) > 0)
			;
		close(fd);
	}
	return 0;
}
