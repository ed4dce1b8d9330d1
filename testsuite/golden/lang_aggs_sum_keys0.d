#pragma D option quiet

/*
 * sum() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k2"] = sum(-914);
	@a["k5"] = sum(581);
	@a["k4"] = sum(-800);
	@a["k4"] = sum(39);
	@a["k4"] = sum(-74);
	@a["k3"] = sum(150);
	@a["k0"] = sum(-943);
	@a["k4"] = sum(556);
	@a["k0"] = sum(830);
	@a["k1"] = sum(868);
	@a["k1"] = sum(-871);
	@a["k2"] = sum(-93);
	exit(0);
}
