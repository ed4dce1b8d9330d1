#pragma D option quiet

/*
 * sum() by string key, sorted by value.
 */
BEGIN
{
	@s["x"] = sum(3);
	@s["y"] = sum(-3);
	@s["x"] = sum(4);
	@s["z"] = sum(0);
	exit(0);
}
