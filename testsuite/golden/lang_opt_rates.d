#pragma D option quiet
#pragma D option switchrate=10hz
#pragma D option aggrate=100ms
#pragma D option statusrate=2s
#pragma D option cleanrate=50hz

/*
 * Rates in dtrace's syntax (Hz or a time unit) are accepted.
 */
BEGIN
{
	printf("rates\n");
	exit(0);
}
