#pragma D option quiet

/*
 * ustack() of a process built with frame pointers (ustackwl: main ->
 * level1 -> level2, which makes the getppid system call itself): the
 * interrupted pc, then the return addresses, "module`symbol+0xoff" from
 * the process's maps and its ELF symbols.  exit() at its nanosleep, so
 * the process still runs when dtapio prints the aggregation.
 */
syscall::getppid:entry
/execname == "ustackwl"/
{
	printf("ustack(3):");
	ustack(3);
	printf("jstack(2):");
	jstack(2, 0);
	printf("%%k of ustack(2):%k\n", ustack(2));
	@u[ustack(3)] = count();
}

syscall::clock_nanosleep:entry
/execname == "ustackwl"/
{
	exit(0);
}

END
{
	printa(@u);
}
