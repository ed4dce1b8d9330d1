#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortrev

/*
 * aggsortkey and aggsortrev together.
 */
BEGIN
{
	@c["b"] = sum(1);
	@c["c"] = sum(2);
	@c["a"] = sum(3);
	exit(0);
}
