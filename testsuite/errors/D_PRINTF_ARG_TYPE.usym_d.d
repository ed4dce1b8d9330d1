BEGIN
{
	printf("%d\n", usym(1));
}
