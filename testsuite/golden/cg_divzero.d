#pragma D option quiet

BEGIN
{
	x = 0;
}

BEGIN
{
	printf("discarded with the rest of the clause\n");
	y = 1 / x;
	printf("not reached\n");
}

BEGIN
{
	z = 5 % x;
}

ERROR
{
	printf("ERROR fired\n");
}

BEGIN
{
	printf("later clauses run\n");
	exit(0);
}
