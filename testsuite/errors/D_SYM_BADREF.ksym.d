BEGIN
{
	trace(`no_such_symbol_xyz);
}
