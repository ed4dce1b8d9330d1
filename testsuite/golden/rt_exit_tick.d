/*
 * exit() in a tick clause: it takes effect at once (the clause after it
 * in the same firing, and every later firing, do not run), END still
 * runs and sees the globals, and the exit status is 300 & 0xff = 44.
 */
#pragma D option quiet

tick-10ms
{
	n++;
}

tick-10ms
/n == 3/
{
	exit(300);
	printf("the rest of the clause runs: n=%d\n", n);
}

tick-10ms
/n >= 3/
{
	printf("not reached\n");
}

END
{
	printf("end n=%d\n", n);
}
