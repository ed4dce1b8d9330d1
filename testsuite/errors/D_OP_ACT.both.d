BEGIN
{
	1 ? printf("a") : trace(2);
}
