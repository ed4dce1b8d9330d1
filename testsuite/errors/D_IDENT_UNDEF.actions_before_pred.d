/* dtrace-utils types a clause's actions before its predicate (dt_parser.c,
 * dt_cook_clause), so self->x, assigned in the actions, is known to the
 * predicate, and the error is the undefined name in the actions. */
BEGIN
/self->x == 0/
{
	self->x = 1;
	trace(nosuch);
}
