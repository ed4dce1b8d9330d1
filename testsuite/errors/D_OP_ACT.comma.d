/* dtrace-utils, dt_cook_op2(), DT_TOK_COMMA: actions are no operands of , */
BEGIN
{
	trace(1), trace(2);
}
