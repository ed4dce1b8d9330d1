BEGIN
{
	@[stack(4)] = count();
}
