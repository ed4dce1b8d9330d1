#pragma D option quiet

BEGIN
{
	name = "first";
	n = 1;
}

BEGIN
{
	name = "second";
	n += 41;
	copy = name;
	name = "third";
}

END
{
	printf("%s %s %d\n", copy, name, n);
}

BEGIN
{
	exit(0);
}
