/*
 * User symbols at a pid entry probe of a program without frame pointers
 * (pidwl 2 1000: a second before each call, so the process still runs
 * when dtapio prints): the pc is add3, and the caller (ucaller, and
 * ustack()'s second frame, which a frame pointer walk from a function's
 * first instruction would miss) is main.
 */
#pragma D option quiet

pid$target:a.out:add3:entry
{
	printf("pc %A, depth at least 2: %d\n", uregs[R_PC], ustackdepth >= 2);
	trace(ufunc(ucaller));
	printf("\n");
	exit(0);
}
