/* dtrace-utils, dt_cook_op2(), DT_TOK_ADD: a pointer to a function
 * (dt_node_is_vfptr) takes no arithmetic */
BEGIN
{
	x = (void (*)(void))0;
	y = x + 1;
}
