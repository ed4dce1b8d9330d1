#pragma D option quiet

/*
 * An entry trunc(@a, 1) removed comes back from zero when updated again.
 */
BEGIN
{
	@a["x"] = sum(3);
	@a["y"] = sum(10);
	trunc(@a, 1);
	exit(0);
}

END
{
	@a["x"] = sum(4);
}
