#pragma D option quiet

/*
 * Generated (model/gen_lang.py): this-> values survive the clauses
 * of one firing; self-> values the whole thread; a self-> variable
 * set to 0 reads as 0 again.
 */
BEGIN
{
	this->t = -93;
	self->s = 388;
}

BEGIN
{
	this->t += 401;
	self->s *= 2;
	self->u = this->t - self->s;
}

BEGIN
{
	printf("%d %d %d\n", this->t, self->s, self->u);
	self->s = 0;
	printf("%d\n", self->s + 401);
	exit(0);
}
