#pragma D option quiet
#pragma D option aggsortrev

/*
 * aggsortrev on keyed counts: largest first.
 */
BEGIN
{
	@c["x"] = count();
	@c["y"] = count();
	@c["y"] = count();
	@c["z"] = count();
	@c["z"] = count();
	@c["z"] = count();
	exit(0);
}
