#pragma D option quiet

/*
 * max() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k2"] = max(-322);
	@a["k0"] = max(59);
	@a["k5"] = max(277);
	@a["k2"] = max(-395);
	@a["k0"] = max(49);
	@a["k2"] = max(967);
	@a["k4"] = max(-869);
	@a["k3"] = max(-769);
	@a["k3"] = max(881);
	@a["k5"] = max(614);
	@a["k0"] = max(-532);
	@a["k3"] = max(990);
	exit(0);
}
