BEGIN
{
	trace(args);
}
