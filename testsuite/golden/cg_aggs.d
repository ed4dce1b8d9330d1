#pragma D option quiet

BEGIN
{
	@c = count();
	@c = count();
	@s = sum(10);
	@s = sum(-3);
	@mn = min(5);
	@mn = min(-2);
	@mx = max(5);
	@mx = max(9);
	@av = avg(4);
	@av = avg(7);
	exit(0);
}
