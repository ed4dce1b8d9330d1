/*
 * ustack() through libc by the objects' CFI: pidstack is built -O2
 * -fomit-frame-pointer and linked dynamically, and Debian's libc has no
 * frame pointers either, so only the .eh_frame of each object leads from
 * write() and nanosleep() up to their callers: stage3 <- stage2 <-
 * stage1 <- main <- libc's __libc_start_call_main and
 * __libc_start_main <- _start (its CFI ends the stack there).  The same
 * stack through ustack(n), ustackdepth, ucaller, an aggregation key, and
 * at a pid entry probe of a deep function; and at main's entry, which
 * pidstack reaches right after the loader (libc's tables are in by
 * then: dtapio holds a -c command at its entry point until they are).  (libc.so.6 has no .symtab:
 * its local functions print as libc.so.6`0xADDRESS, as dtrace prints
 * them without libc's debuginfo; the .sh masks the addresses, which
 * ASLR moves.)
 */
#pragma D option quiet

pid$target:a.out:main:entry
{
	printf("main entry: depth %d\n", ustackdepth);
	ustack();
}

pid$target:a.out:stage3:entry
{
	printf("stage3 entry: depth %d, caller %A\n", ustackdepth, ucaller);
	ustack();
}

syscall::write:entry
/pid == $target && execname == "pidstack"/
{
	printf("write: depth %d, caller %A\n", ustackdepth, ucaller);
	ustack();
	printf("ustack(3):");
	ustack(3);
	@[ustack()] = count();
	self->wrote = 1;
}

syscall::clock_nanosleep:entry
/self->wrote/
{
	printf("nanosleep:");
	ustack();
	@[ustack()] = count();
	self->wrote = 0;
}
