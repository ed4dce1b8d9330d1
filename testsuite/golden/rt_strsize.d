/*
 * strsize=8: as in DTrace a string value holds at most strsize bytes
 * (longer literals, globals, probe names and aggregation keys are cut
 * there) and string comparison looks at strsize bytes at most.
 */
#pragma D option quiet
#pragma D option strsize=8

BEGIN
{
	s = "abcdefghij";
	e = "";
	printf("[%s] [%s] [%s]\n", s, "0123456789", e);
	printf("%d %d %d\n", s == "abcdefgh", s == "abcdefghXYZ", s == "abcdefg");
	printf("%d %d %d\n", "abcdefg" < s, s > "abcdefgg", e == "");
	printf("%d %d\n", e < "a", "" == e);
	t = s;
	printf("[%s] %d\n", t, t == s);
	@k[s] = count();
	@k["abcdefghZZ"] = count();
	@k["ab"] = count();
	@k[e] = count();
	@k[""] = count();
	@k[""] = count();
}

tick-10ms
{
	printf("[%s] %d %d\n", probename, probename == "tick-10m",
	    probename == "tick-10ms");
	exit(0);
}
