#pragma D option quiet

/*
 * clear() takes effect when the consumer reaches it, before exit() stops
 * the probes: END counts from zero again.
 */
BEGIN
{
	@c = count();
	@c = count();
	clear(@c);
	exit(0);
}

END
{
	@c = count();
}
