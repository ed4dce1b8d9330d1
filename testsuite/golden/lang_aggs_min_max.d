#pragma D option quiet

/*
 * min and max of the same values.
 */
BEGIN
{
	@mn = min(5);
	@mn = min(-2);
	@mn = min(9);
	@mx = max(5);
	@mx = max(-2);
	@mx = max(9);
	exit(0);
}
