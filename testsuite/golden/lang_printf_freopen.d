#pragma D option quiet
#pragma D option destructive

/*
 * freopen(path) sends what follows to another file (here the consumer's
 * stderr, /proc/self/fd/2), freopen("") back to the original output.
 */
BEGIN
{
	printf("to stdout\n");
	freopen("/proc/self/fd/2");
}

BEGIN
{
	printf("to stderr\n");
	freopen("");
}

BEGIN
{
	printf("back\n");
	exit(0);
}
