struct t {
	double d;
};

BEGIN
{
	printf("%d\n", ((struct t *)alloca(8))->d);
}
