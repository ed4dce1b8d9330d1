BEGIN
{
	trace(vcycles);
}
