/*
 * A process in a chroot traced by pid (pid_chroot.sh): pidwl runs as
 * /w/pidwl inside /tmp/pid_chroot, with its own copies of libc.so.6 and
 * the loader; the guest's root has no /w/pidwl, and its libc.so.6 is
 * another file at the same path.  The module opens each probe's file
 * through /proc/PID/root, the process's root: add3 and libc's strtoul
 * fire in it (probes on the root's files would not).  Then it is left
 * running and finishes its work unchanged.
 */
#pragma D option quiet

pid$target:a.out:add3:entry
/!seen/
{
	seen = 1;
	printf("add3 entered in the chroot: %d\n", arg1 == 2 * arg0 && pid == $target);
}

pid$target:libc.so.6:strtoul:return
/seen/
{
	printf("the chroot's libc.so.6: strtoul returned %d\n", arg1 >= 7 && arg1 <= 9);
	exit(0);
}
