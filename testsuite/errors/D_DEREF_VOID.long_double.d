struct t {
	long double ld;
};

BEGIN
{
	printf("%f\n", ((struct t *)alloca(16))->ld);
}
