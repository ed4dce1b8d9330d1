#pragma D option quiet

BEGIN
{
	exit(7);
}

BEGIN
{
	exit(9);
}
