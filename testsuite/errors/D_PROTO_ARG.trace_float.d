struct t {
	float f;
};

BEGIN
{
	trace(((struct t *)alloca(4))->f);
}
