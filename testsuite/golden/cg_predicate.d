#pragma D option quiet

BEGIN
{
	x = 3;
}

BEGIN
/x > 2/
{
	printf("x > 2\n");
}

BEGIN
/x > 5/
{
	printf("x > 5\n");
}

BEGIN
/x == 3 && !(x != 3) || 5 % (x - 3)/
{
	printf("x == 3\n");
}

BEGIN
/probename == "BEGIN" && probeprov == "dtrace" && id == 1/
{
	printf("probe %s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	exit(0);
}
