#pragma D option quiet

/*
 * max() by string key over 12 updates, sorted by value then key.
 */
BEGIN
{
	@a["k0"] = max(-695);
	@a["k0"] = max(98);
	@a["k2"] = max(882);
	@a["k2"] = max(54);
	@a["k0"] = max(168);
	@a["k1"] = max(12);
	@a["k2"] = max(434);
	@a["k1"] = max(-331);
	@a["k3"] = max(-817);
	@a["k5"] = max(-429);
	@a["k2"] = max(-883);
	@a["k3"] = max(637);
	exit(0);
}
