/* dtrace-utils, dt_cook_op2(), DT_TOK_ASGN: an int variable and a char
 * array are not argument-compatible */
char c[4];

BEGIN
{
	x = 1;
	x = c;
}
