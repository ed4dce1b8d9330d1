#pragma D option quiet

/*
 * stddev() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k2"] = stddev(-28);
	@a["k2"] = stddev(-497);
	@a["k0"] = stddev(914);
	@a["k2"] = stddev(-85);
	@a["k0"] = stddev(-783);
	@a["k0"] = stddev(348);
	@a["k0"] = stddev(677);
	@a["k5"] = stddev(331);
	@a["k4"] = stddev(-115);
	@a["k4"] = stddev(344);
	@a["k1"] = stddev(13);
	@a["k4"] = stddev(118);
	exit(0);
}
