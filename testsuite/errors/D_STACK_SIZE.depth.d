BEGIN
{
	@[stack(0)] = count();
}
