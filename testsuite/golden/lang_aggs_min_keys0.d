#pragma D option quiet

/*
 * min() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k1"] = min(-851);
	@a["k3"] = min(-565);
	@a["k1"] = min(371);
	@a["k3"] = min(-380);
	@a["k0"] = min(605);
	@a["k3"] = min(-750);
	@a["k3"] = min(837);
	@a["k2"] = min(591);
	@a["k0"] = min(-684);
	@a["k5"] = min(924);
	@a["k1"] = min(466);
	@a["k3"] = min(317);
	exit(0);
}
