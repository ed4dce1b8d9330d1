/* dtrace-utils, dt_cook_op2(), DT_TOK_ASGN: an element of a string
 * array is a string, an int is not argument-compatible with it */
string s[2];

BEGIN
{
	s[0] = 1;
}
