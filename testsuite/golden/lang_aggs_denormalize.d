#pragma D option quiet

/*
 * denormalize() undoes normalize(): printa shows both.
 */
BEGIN
{
	@s = sum(1000);
	normalize(@s, 100);
	printa("%@d\n", @s);
	denormalize(@s);
	printa("%@d\n", @s);
	exit(0);
}
