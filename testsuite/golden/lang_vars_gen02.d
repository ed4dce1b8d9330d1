#pragma D option quiet

/*
 * Generated (model/gen_lang.py): this-> values survive the clauses
 * of one firing; self-> values the whole thread; a self-> variable
 * set to 0 reads as 0 again.
 */
BEGIN
{
	this->t = 161;
	self->s = 343;
}

BEGIN
{
	this->t += -207;
	self->s *= 2;
	self->u = this->t - self->s;
}

BEGIN
{
	printf("%d %d %d\n", this->t, self->s, self->u);
	self->s = 0;
	printf("%d\n", self->s + -207);
	exit(0);
}
