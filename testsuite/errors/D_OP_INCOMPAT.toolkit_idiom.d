inline int OPT_time = 1;

BEGIN
{
	OPT_time ? printf("%-14s ", "TIME") : 1;
}
