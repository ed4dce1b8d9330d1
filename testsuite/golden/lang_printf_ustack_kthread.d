#pragma D option quiet
#pragma D option ustackframes=2

/*
 * ustack() in a kernel thread (the idle thread, pid 0) has no frame: the
 * action prints its newline only, the key is the empty stack.  The
 * ustackframes option is ustack()'s default depth; ustack(N, strsize)'s
 * string space is for the frames a language helper names (none here).
 * %A names a plain user address in the -c process, as dtrace's does in
 * $target.  The idle thread is seen where it schedules (process context:
 * no probe interrupts another), before the workload (which sleeps first).
 */
int done;

fbt::schedule_idle:entry
/pid == 0 && cpu == 0 && !done/
{
	done = 1;
	printf("idle:");
	ustack();
	printf("|\n");
	@k[ustack()] = count();
}

syscall::getppid:entry
/execname == "ustackwl" && done/
{
	printf("ustackwl:");
	ustack();
	printf("ustack(1, 100):");
	ustack(1, 100);
	printf("%%A pc %A, ucaller [%-24A]\n", uregs[R_PC], ucaller);
	@k[ustack()] = count();
}

syscall::clock_nanosleep:entry
/execname == "ustackwl" && done/
{
	exit(0);
}

END
{
	printa(@k);
}
