/* dtrace-utils, dt_cook_op1(), DT_TOK_DEREF: a pointer to a function
 * (an abstract declarator of a cast) is not dereferenced */
BEGIN
{
	x = (void (*)(int))0;
	trace(*x);
}
