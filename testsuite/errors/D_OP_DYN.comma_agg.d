/* dtrace-utils, dt_cook_op2(), DT_TOK_COMMA: an aggregation is of dynamic
 * type, no operand of , */
BEGIN
{
	@a = count();
	x = (1, @a);
}
