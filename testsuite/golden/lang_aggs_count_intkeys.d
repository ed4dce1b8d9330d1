#pragma D option quiet

/*
 * Integer keys, right-aligned in 9 columns.
 */
BEGIN
{
	@c[10] = count();
	@c[2] = count();
	@c[33] = count();
	@c[2] = count();
	@c[10] = count();
	@c[2] = count();
	exit(0);
}
