/* dtrace-utils, dt_decl.c, dt_decl_prototype(): void is a function
 * pointer's sole parameter, in an abstract declarator too */
BEGIN
{
	trace(sizeof (int (*)(int, void)));
}
