#pragma D option quiet

/*
 * fds[] (io.d): the traced program's open files by descriptor (fdfile:
 * /tmp/fdfile.dat on fd 7, /dev/null on fd 9, then fd 7 closed), and the
 * NULL file for a closed, a negative and an out-of-range descriptor.
 */
syscall::write:entry
/pid == $target/
{
	printf("fd %d: %s name %s dir %s fs %s mount %s off %d acc %d append %d\n",
	    arg0, fds[arg0].fi_pathname, fds[arg0].fi_name, fds[arg0].fi_dirname,
	    fds[arg0].fi_fs, fds[arg0].fi_mount, fds[arg0].fi_offset,
	    fds[arg0].fi_oflags & O_ACCMODE, (fds[arg0].fi_oflags & O_APPEND) != 0);
}

syscall::write:entry
/pid == $target && arg0 == 9/
{
	printf("fds[-1]: %s %s %s %s %s %d %d\n", fds[-1].fi_name, fds[-1].fi_dirname,
	    fds[-1].fi_pathname, fds[-1].fi_fs, fds[-1].fi_mount, fds[-1].fi_offset,
	    fds[-1].fi_oflags);
	printf("fds[9999]: %s %s %d; fds[0 + 9]: %s; O_RDWR %d O_WRONLY %d\n",
	    fds[9999].fi_name, fds[9999].fi_pathname, fds[9999].fi_offset,
	    fds[0 + 9].fi_name, O_RDWR, O_WRONLY);
}
