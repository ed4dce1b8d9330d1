#pragma D option quiet
#pragma D option destructive

/*
 * freopen(path) sends what follows to another file (here the consumer's
 * stderr), freopen("") back to the original output.
 */
BEGIN
{
	printf("to stdout\n");
	freopen("/dev/stderr");
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
