BEGIN
{
	copyoutstr("x", 0, 2);
}
