/* dtrace-utils, dt_cook_op2(), DT_TOK_ADD: a string steps as a pointer
 * by an integer added or subtracted, nothing is less a string */
BEGIN
{
	x = 1 - "abc";
}
