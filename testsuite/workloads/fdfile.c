/*
 * fdfile - a guest workload for fds[] (tapset_io_fds): known files on
 * known descriptors, each written with write(2), so a script tracing
 * syscall::write:entry sees exactly these (nothing goes to stdout):
 *
 *   /tmp/fdfile.dat, O_RDWR|O_CREAT|O_TRUNC, moved to fd 7 by dup2():
 *       write(7, 3 bytes) at offset 0, write(7, 4 bytes) at offset 3
 *   /dev/null, O_WRONLY|O_APPEND, on fd 9: write(9, 2 bytes)
 *   then fd 7 is closed and written again: write(7) = -1 EBADF
 */
#include <fcntl.h>
#include <unistd.h>

int main(void)
{
	int fd = open("/tmp/fdfile.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);

	if (fd < 0 || dup2(fd, 7) != 7 || close(fd) != 0)
		return 1;
	if (write(7, "abc", 3) != 3 || write(7, "defg", 4) != 4)
		return 1;
	fd = open("/dev/null", O_WRONLY | O_APPEND);
	if (fd < 0 || dup2(fd, 9) != 9 || close(fd) != 0 || write(9, "hi", 2) != 2)
		return 1;
	close(7);
	if (write(7, "x", 1) != -1)
		return 1;
	unlink("/tmp/fdfile.dat");
	return 0;
}
