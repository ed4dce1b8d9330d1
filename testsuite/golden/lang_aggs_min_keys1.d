#pragma D option quiet

/*
 * min() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k5"] = min(367);
	@a["k2"] = min(704);
	@a["k1"] = min(-542);
	@a["k2"] = min(-670);
	@a["k1"] = min(446);
	@a["k3"] = min(-117);
	@a["k1"] = min(55);
	@a["k5"] = min(-173);
	@a["k0"] = min(-306);
	@a["k3"] = min(-138);
	@a["k3"] = min(-600);
	@a["k1"] = min(-270);
	exit(0);
}
