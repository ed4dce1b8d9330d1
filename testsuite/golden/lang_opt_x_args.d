/*
 * Options on the command line (-x), in dtrace's syntax.
 */
BEGIN
{
	@c["b"] = sum(1);
	@c["a"] = sum(2);
	exit(0);
}
