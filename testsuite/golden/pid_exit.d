/*
 * -p: the traced process exits while its probes are in (pid_exit.sh):
 * tracing ends cleanly, END runs and the module unloads; the returns
 * seen carry add3's values (6 * i), however many fired after attaching.
 */
#pragma D option quiet

int bad, n;	/* += and ++ read them first: dtrace wants them declared */

pid$target:a.out:add3:return
{
	bad += arg1 % 6 != 0;
	n++;
}

END
{
	printf("returns not multiples of 6: %d\n", bad);
	printf("some returns seen: %d\n", n > 0);
}
