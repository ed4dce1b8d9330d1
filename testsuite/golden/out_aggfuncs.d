#pragma D option quiet

/*
 * Several aggregations: printed at exit in the order they first appear,
 * each after an empty line; one never updated prints nothing.  avg is
 * the integer mean truncated toward zero (dtrace divides int64s).
 */
BEGIN
{
	@c = count();
	@c = count();
	@c = count();
	@neg = sum(-5);
	@neg = sum(-7);
}

BEGIN
/0/
{
	@never = count();
}

BEGIN
{
	@mn = min(3);
	@mn = min(-9);
	@mn = min(4);
	@mx = max(-3);
	@mx = max(-9);
	@av = avg(-3);
	@av = avg(-4);
	@av2 = avg(7);
	@av2 = avg(8);
	@ = sum(1000000000000);
	@ = sum(-1);
	exit(0);
}
