/*
 * String aggregation keys of exactly strsize bytes: the module keeps
 * strsize (8) bytes of a key, with no NUL in its slot, and the slots of
 * two keys are adjacent in the consumer's snapshot.  printa("%s"), a
 * precision, the default layout and printf/trace of such strings must
 * all stop at 8 bytes.
 */
#pragma D option quiet
#pragma D option strsize=8

BEGIN
{
	@a["abcdefghij"] = count();
	@a["ABCDEFGHIJ"] = count();
	@a["ABCDEFGHIJ"] = count();
	@a["short"] = count();
	@a["short"] = count();
	@a["short"] = count();
	printa("[%s] %@d\n", @a);
	printa("[%-10.3s|%@d]\n", @a);
	s = "0123456789";
	printf("[%s|%-9s|%.20s]\n", s, s, s);
	trace(s);
	exit(0);
}

END
{
	printa(@a);
}
