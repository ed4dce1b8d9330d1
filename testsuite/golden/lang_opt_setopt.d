#pragma D option quiet

/*
 * setopt() changes a consumer option when the consumer reaches it:
 * aggsortrev on, then off again.
 */
BEGIN
{
	@c["a"] = sum(1);
	@c["b"] = sum(2);
	setopt("aggsortrev");
}

BEGIN
{
	printa("%s %@d\n", @c);
	setopt("aggsortrev", "0");
	printa("%s %@d\n", @c);
	exit(0);
}
