/* dtrace-utils, dt_cook_op2(), DT_TOK_ADD: a string is char [strsize], a
 * constant step at or past its end is out of its bounds */
BEGIN
{
	trace(probename + 256);
}
