#pragma D option quiet
#pragma D option bufsize=64k
#pragma D option dynvarsize=2m
#pragma D option specsize=8k
#pragma D option scratchsize=1m
#pragma D option aggsize=16k

/*
 * Sizes in dtrace's syntax (k m g suffixes) are accepted; a 64 KiB
 * buffer still carries the output.
 */
BEGIN
{
	@c = count();
	printf("sizes\n");
	exit(0);
}
