#pragma D option quiet

/*
 * cwd and root (tapsets/io.d): the working and root directories of the
 * current process as paths; the .sh starts the workload in /tmp.  A
 * kernel thread has the init task's ("/").
 */
syscall::getppid:entry
/pid == $target/
{
	printf("%s %s\n", cwd, root);
	exit(0);
}
