/*
 * The limits of ustack() by CFI (pidstack, as pid_ustack_cfi): a write
 * from the bottom of 1000 recursive frames gives ustackframes frames
 * (20 here) and no more, ustackdepth counts as many; a frame whose return
 * address slot holds garbage (pidstack bad: 0xdead0000, rbp 0) ends the
 * walk cleanly after the bad address.
 */
#pragma D option quiet
#pragma D option ustackframes=20

syscall::write:entry
/pid == $target && execname == "pidstack" && ustackdepth == 20/
{
	printf("deep: depth %d", ustackdepth);
	ustack();
}

syscall::getppid:entry
/pid == $target && execname == "pidstack"/
{
	printf("bad: depth %d", ustackdepth);
	ustack();
}
