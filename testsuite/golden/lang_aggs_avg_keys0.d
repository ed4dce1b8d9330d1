#pragma D option quiet

/*
 * avg() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k5"] = avg(-864);
	@a["k1"] = avg(-459);
	@a["k3"] = avg(766);
	@a["k0"] = avg(-751);
	@a["k2"] = avg(-71);
	@a["k0"] = avg(-977);
	@a["k5"] = avg(-306);
	@a["k0"] = avg(132);
	@a["k2"] = avg(-145);
	@a["k0"] = avg(897);
	@a["k4"] = avg(874);
	@a["k1"] = avg(-452);
	exit(0);
}
