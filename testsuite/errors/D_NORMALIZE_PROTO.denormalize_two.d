BEGIN
{
	@a = count();
	denormalize(@a, 2);
}
