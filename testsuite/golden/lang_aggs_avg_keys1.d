#pragma D option quiet

/*
 * avg() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k4"] = avg(909);
	@a["k1"] = avg(-362);
	@a["k0"] = avg(287);
	@a["k4"] = avg(-376);
	@a["k5"] = avg(87);
	@a["k1"] = avg(555);
	@a["k0"] = avg(-579);
	@a["k1"] = avg(-407);
	@a["k2"] = avg(-88);
	@a["k0"] = avg(24);
	@a["k1"] = avg(376);
	@a["k1"] = avg(-636);
	exit(0);
}
