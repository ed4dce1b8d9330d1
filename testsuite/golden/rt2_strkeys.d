#pragma D option quiet

/*
 * A string aggregation key costs what its bytes cost: the module copies
 * a key's bytes and NUL only, over whatever a longer key left in the
 * per-CPU key scratch, and compares only those bytes.  Keys of varying
 * lengths from a global (measured at run time), literals and probe
 * names (measured by the translator), alone and in keys of several
 * parts, must still make one entry per distinct key.
 */
BEGIN
{
	s = "a long key, longer than the next ones";
	@a[s] = count();
	s = "ab";
	@a[s] = count();
	@a["ab"] = count();
	s = "a long key";
	@a[s] = count();
	@a["a long key, longer than the next ones"] = count();
	s = "";
	@a[s] = count();
	@a[""] = count();
	s = "a long key, longer than the next ones";
	@b[s, 1, probename] = sum(1);
	s = "x";
	@b[s, 1, probename] = sum(2);
	@b["x", 1, "BEGIN"] = sum(4);
	@b["x", 2, "BEGIN"] = sum(8);
	@b[s, 1, "BEGI"] = sum(16);
	@c[probeprov, probemod, probefunc, probename] = count();
	@c["dtrace", "", "", "BEGIN"] = count();
}

tick-1ms
/i++ < 3/
{
	@c[probeprov, probemod, probefunc, probename] = count();
	@c["profile", "", "", "tick-1ms"] = count();
}

tick-1ms
/i == 4/
{
	exit(0);
}
