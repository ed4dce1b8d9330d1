BEGIN
{
	args = 1;
}
