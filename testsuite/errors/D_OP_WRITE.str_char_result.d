/* dtrace-utils, dt_cook_op1(), DT_TOK_DEREF: s[i] is writable only when
 * s is a variable; a subroutine's string is not */
BEGIN
{
	strjoin("a", "b")[0] = 1;
}
