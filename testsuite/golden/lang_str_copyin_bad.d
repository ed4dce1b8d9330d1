#pragma D option quiet

int n;

/*
 * Bad user addresses: copyinstr and copyin of NULL and of a kernel
 * address abort the clause with dtrace's "invalid address (0x...) in
 * action #N" and nothing of it is printed; a copyinto whose destination
 * is not scratch memory is refused the same way (the destination's
 * address); later clauses go on.  All four run on sysload's first
 * openat (n steps through them in one firing); "n = ..." is action #1.
 */
syscall::openat:entry
/execname == "sysload" && n == 0/
{
	n = 1;
	printf("not printed %s\n", copyinstr(0));
}

syscall::openat:entry
/execname == "sysload" && n == 1/
{
	n = 2;
	trace(*(char *)copyin(0xffffffffff600000, 4));
}

syscall::openat:entry
/execname == "sysload" && n == 2/
{
	n = 3;
	copyinto(arg1, 4, 4096);
}

syscall::openat:entry
/execname == "sysload" && n == 3/
{
	n = 4;
	printf("still tracing: %s\n", copyinstr(arg1));
}
