#pragma D option quiet
#pragma D option destructive

/*
 * ftruncate(): the output file is emptied (here freopen()'s file: what
 * was written before is gone), and output goes on from its start.
 */
BEGIN
{
	freopen("/tmp/ftruncate.out");
	printf("lost 1\n");
	printf("lost 2\n");
	ftruncate();
	printf("kept\n");
	freopen("");
	printf("back\n");
	exit(0);
}
