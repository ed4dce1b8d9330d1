tick-1s
/x == /
{
	exit(0);
}
