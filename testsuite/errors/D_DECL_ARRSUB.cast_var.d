/* dtrace-utils, dt_decl.c, dt_decl_array(): a cast's dimension is cooked
 * and must fold to a positive integer constant (dt_node_is_posconst()):
 * a variable does not */
char c[8];

BEGIN
{
	n = 8;
	trace((string)(char [n])c);
}
