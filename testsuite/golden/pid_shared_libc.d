/*
 * A probe in libc.so.6 fires in the traced process only: dtapio maps the
 * same libc and calls nanosleep() while it polls (the syscall clause
 * sees it), its hits take the breakpoint out of it (the consumer's
 * filter) and run no clause.  pidwl 5 100 sleeps 5 times: nanosleep()
 * then clock_nanosleep() inside libc, once each per sleep.
 */
#pragma D option quiet

pid$target:libc.so.6:nanosleep:entry,
pid$target:libc.so.6:clock_nanosleep:entry
{
	@calls[probefunc, pid == $target] = count();
}

syscall::clock_nanosleep:entry
/execname == "dtapio"/
{
	dtapio_slept = 1;
}

END
{
	printa("%s in the target: %d, %@d calls\n", @calls);
	printf("dtapio slept too: %d\n", dtapio_slept);
}
