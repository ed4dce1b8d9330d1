#pragma D option quiet

/*
 * stddev() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k3"] = stddev(-172);
	@a["k4"] = stddev(-289);
	@a["k2"] = stddev(-889);
	@a["k5"] = stddev(714);
	@a["k1"] = stddev(-735);
	@a["k1"] = stddev(-971);
	@a["k2"] = stddev(-856);
	@a["k1"] = stddev(280);
	@a["k5"] = stddev(517);
	@a["k5"] = stddev(801);
	@a["k5"] = stddev(-477);
	@a["k1"] = stddev(-118);
	exit(0);
}
