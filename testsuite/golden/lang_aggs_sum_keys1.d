#pragma D option quiet

/*
 * sum() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k2"] = sum(39);
	@a["k4"] = sum(928);
	@a["k4"] = sum(-493);
	@a["k4"] = sum(431);
	@a["k4"] = sum(71);
	@a["k1"] = sum(795);
	@a["k5"] = sum(794);
	@a["k2"] = sum(929);
	@a["k3"] = sum(900);
	@a["k4"] = sum(-469);
	@a["k4"] = sum(889);
	@a["k3"] = sum(145);
	exit(0);
}
