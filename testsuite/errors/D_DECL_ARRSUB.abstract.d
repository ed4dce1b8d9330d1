/* dtrace-utils, dt_decl.c, dt_decl_array(): an abstract declarator's
 * dimension is a positive constant too */
BEGIN
{
	trace(sizeof (char [0]));
}
