/* dtrace-utils, dt_cook_op2(), DT_TOK_LPAR: an array type is cast to
 * only from an array of as many compatible elements (ctf_type_compat) */
char c[4];

BEGIN
{
	x = (char [5])c;
}
