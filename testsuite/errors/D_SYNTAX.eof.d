BEGIN
{
	trace(1);
