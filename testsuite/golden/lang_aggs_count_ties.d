#pragma D option quiet

/*
 * Equal counts: ties sorted by key.
 */
BEGIN
{
	@c["b"] = count();
	@c["a"] = count();
	@c["c"] = count();
	@c["a"] = count();
	@c["b"] = count();
	@c["c"] = count();
	exit(0);
}
