#pragma D option quiet

/*
 * The installed tapsets load before the script: errno, signal, open flag
 * and file mode names are inline constants (the kernel's values: the
 * kernel's O_LARGEFILE is 0100000).
 */
BEGIN
{
	printf("%d %d %d %d\n", EPERM, ENOENT, EWOULDBLOCK, EHWPOISON);
	printf("%d %d %d %d\n", SIGHUP, SIGKILL, SIGCHLD, SIGRTMAX);
	printf("%o %o %o\n", O_WRONLY | O_CREAT | O_TRUNC, O_LARGEFILE, O_ACCMODE);
	printf("%o %o %o\n", S_IFDIR, S_IFREG | S_IRUSR | S_IWUSR, S_IFMT);
	exit(0);
}
