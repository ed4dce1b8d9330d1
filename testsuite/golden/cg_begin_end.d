#pragma D option quiet

BEGIN
{
	printf("begin\n");
}

BEGIN
{
	printf("second begin clause\n");
	exit(0);
}

BEGIN
{
	printf("not reached: exit() stops all but END\n");
}

END
{
	printf("end\n");
}
