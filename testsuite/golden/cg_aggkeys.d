#pragma D option quiet

BEGIN
{
	@k["b"] = sum(2);
	@k["a"] = sum(5);
	@k["c"] = sum(1);
	@n[3] = count();
	@n[1] = count();
	@n[1] = count();
	exit(0);
}
