#pragma D option quiet

/*
 * trunc(@a) removes every entry; an entry updated again (in END) comes
 * back from zero.
 */
BEGIN
{
	@a["x"] = sum(10);
	@a["y"] = sum(20);
	trunc(@a);
	exit(0);
}

END
{
	@a["y"] = sum(1);
}
