BEGIN
{
	printf("hello
world");
}
