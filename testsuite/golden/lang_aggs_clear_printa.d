#pragma D option quiet

/*
 * printa() then clear() in one clause: the first printa shows the count,
 * the second the cleared entry, which keeps its key with a zero value.
 */
BEGIN
{
	@c["a"] = count();
	@c["a"] = count();
	@c["b"] = count();
	printa(@c);
	clear(@c);
	printa(@c);
	exit(0);
}
