/*
 * mapwl FILE TARGET - a process that maps FILE, deletes it, and plants
 * the symbolic link "FILE (deleted)" -> TARGET: the name its maps now
 * show for the mapping.  Then it hands dtapio an address inside the
 * mapping, 20 times 100 ms apart: write(-1, addr, 1), which fails (EBADF)
 * with the address as arg1.
 *
 * A dtapio that named the address by opening the path of the maps line
 * would read TARGET (a file only root may read, a FIFO it would block
 * on) instead of what is mapped (issue 16, item 3).
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct timespec pause = { 0, 100 * 1000 * 1000 };
	char planted[4096];
	char *p;
	int fd;

	if (argc != 3)
		return 2;
	fd = open(argv[1], O_RDONLY);
	if (fd < 0)
		return 1;
	p = mmap(NULL, 65536, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (p == MAP_FAILED)
		return 1;
	snprintf(planted, sizeof(planted), "%s (deleted)", argv[1]);
	if (unlink(argv[1]) < 0 || symlink(argv[2], planted) < 0)
		return 1;
	for (int i = 0; i < 20; i++) {
		if (write(-1, p + 0x1010, 1) < 0)
			nanosleep(&pause, NULL);
	}
	return 0;
}
