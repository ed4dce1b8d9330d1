#pragma D option quiet

/*
 * count() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k1"] = count();
	@a["k1"] = count();
	@a["k0"] = count();
	@a["k2"] = count();
	@a["k1"] = count();
	@a["k2"] = count();
	@a["k4"] = count();
	@a["k1"] = count();
	@a["k4"] = count();
	@a["k2"] = count();
	@a["k2"] = count();
	@a["k4"] = count();
	exit(0);
}
