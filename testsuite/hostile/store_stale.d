#pragma D option quiet

/*
 * Pointers kept past the memory they pointed to.  Scratch is given back
 * when a clause ends: a pointer into an earlier clause's scratch is no
 * store target, neither in the next clause nor in a later firing (a
 * clause that allocates no scratch has none), unless the clause has
 * allocated those bytes again itself.  this-> storage is the module's for
 * its whole life: a pointer into it kept in a global may be stored
 * through in a later clause.  (The scratch offset was reset only when a
 * scratch-using clause began, so a later clause could write an earlier
 * clause's scratch.)
 */
char *gp, *gq;
this char buf[8];

BEGIN
{
	gp = (char *)alloca(16);
	*gp = 'a';
	printf("own scratch %c\n", *gp);
}

BEGIN
{
	*gp = 'b';
	printf("not reached 1\n");
}

BEGIN
{
	this->q = (char *)alloca(16);	/* the same bytes again, this clause's now */
	*gp = 'c';
	printf("reused scratch %c\n", *this->q);
	gq = (char *)alloca(8);
}

BEGIN
{
	this->buf[0] = 'f';
	gp = &this->buf[0];
}

BEGIN
{
	*gp = 'g';
	printf("this-> storage %c\n", this->buf[0]);
}

tick-10ms
/n++ == 0/
{
	*gq = 'd';
	printf("not reached 2\n");
}

tick-10ms
/n == 2/
{
	gq[7] = 'e';
	printf("not reached 3\n");
}

tick-10ms
/n == 3/
{
	exit(0);
}
