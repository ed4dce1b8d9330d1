#pragma D option quiet=no
#pragma D option destructive

/*
 * quiet=no leaves the default layout.  With the destructive option (no
 * destructive action needed) dtrace says "allowing destructive actions"
 * once tracing is on, unless quiet (cmd/dtrace.c, main, after go()).
 */
BEGIN
{
	printf("loud");
	exit(0);
}
