#pragma D option quiet
#pragma D option destructive

/*
 * A file freopen() cannot open is reported; the output stays where it
 * was.
 */
BEGIN
{
	freopen("/nonexistent/dir/file");
}

BEGIN
{
	printf("still here\n");
	exit(0);
}
