BEGIN
{
	trace(ddi_pathname(0, 0));
}
