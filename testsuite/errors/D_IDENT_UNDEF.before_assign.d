BEGIN
{
	y = x + 1;
	x = 2;
}
