/* exit(-1): the process exit status is -1 & 0xff, as with dtrace. */
#pragma D option quiet

BEGIN
{
	exit(-1);
}
