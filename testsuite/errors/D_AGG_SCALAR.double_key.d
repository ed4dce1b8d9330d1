struct t {
	double d;
};

BEGIN
{
	@[((struct t *)alloca(8))->d] = count();
}
