BEGIN
{
	sx_read_held(0);
}
