/*
 * kitfiles - a guest workload for the DTraceToolkit-style scripts
 * (tapset_kit_*): a fixed sequence of file system calls, each one made
 * directly (no stdio), so opensnoop, errinfo, rwbytype and dtruss see
 * exactly these and nothing else between the first and the last:
 *
 *   openat("/tmp/kitfiles.dat", O_WRONLY|O_CREAT|O_TRUNC) = 3
 *   write(3, 100 bytes) = 100, close(3)
 *   openat("/tmp/kitfiles.dat", O_RDONLY) = 3
 *   read(3, 64) = 64, read(3, 64) = 36, read(3, 64) = 0, close(3)
 *   openat("/nonexistent/kitfiles", O_RDONLY) = -1 ENOENT
 *   openat("/tmp", O_WRONLY) = -1 EISDIR
 *   close(42) = -1 EBADF
 *   unlinkat("/tmp/kitfiles.dat") = 0
 *
 * It writes nothing to stdout or stderr (the scripts' output is there).
 */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	char buf[100];
	int fd;

	memset(buf, 'k', sizeof(buf));
	fd = open("/tmp/kitfiles.dat", O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || write(fd, buf, sizeof(buf)) != (ssize_t)sizeof(buf))
		return 1;
	close(fd);
	fd = open("/tmp/kitfiles.dat", O_RDONLY);
	if (fd < 0)
		return 1;
	while (read(fd, buf, 64) > 0)
		;
	close(fd);
	if (open("/nonexistent/kitfiles", O_RDONLY) >= 0 || open("/tmp", O_WRONLY) >= 0 ||
	    close(42) == 0)
		return 1;
	return unlink("/tmp/kitfiles.dat") != 0;
}
