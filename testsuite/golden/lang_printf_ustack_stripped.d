#pragma D option quiet

/*
 * A program without symbols (the guest's sleep: busybox, static and
 * stripped): its frames are in a known module that no symbol covers,
 * "module`0xaddr", as dtrace prints them; usym() and uaddr() say the same,
 * umod() the module.  Only the first frame is certain (busybox keeps no
 * frame pointers).  The .sh masks the address (busybox's build).
 */
syscall::clock_nanosleep:entry
/pid == $target/
{
	ustack(1);
	trace(umod(uregs[R_PC]));
	printf("\n");
	trace(usym(uregs[R_PC]));
	printf("\n");
	trace(uaddr(uregs[R_PC]));
	printf("\n%%A %A\n", uregs[R_PC]);
	@[ustack(1)] = count();
	exit(0);
}
