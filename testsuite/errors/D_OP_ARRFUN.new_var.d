/* dtrace-utils, dt_cook_op2(), DT_TOK_ASGN: a new variable takes the
 * array's type, and an array is not assigned */
char c[4];

BEGIN
{
	x = c;
}
