#pragma D option quiet

/*
 * A string and an integer key.
 */
BEGIN
{
	@c["a", 1] = count();
	@c["a", 2] = count();
	@c["b", 1] = count();
	@c["a", 1] = count();
	exit(0);
}
