#pragma D option quiet

/*
 * trunc(@a, 2) keeps the two largest values.
 */
BEGIN
{
	@a["x"] = sum(3);
	@a["y"] = sum(1);
	@a["z"] = sum(7);
	@a["w"] = sum(5);
	trunc(@a, 2);
	exit(0);
}
