#pragma D option quiet
#pragma D option aggsortrev

/*
 * aggsortrev: the whole order reversed.
 */
BEGIN
{
	@c["b"] = sum(1);
	@c["c"] = sum(2);
	@c["a"] = sum(3);
	exit(0);
}
