#pragma D option quiet
#pragma D option scratchsize=64

/*
 * alloca() takes from scratchsize bytes per CPU, 8-byte aligned, and the
 * space comes back when the clause ends: 40 + 24 fit in 64, 65 does not
 * ("out of scratch space", the clause stops there: a computed size; a
 * constant one is D_ALLOCA_SIZE at compile time), and the next clause
 * has all 64 again.
 */
BEGIN
{
	this->a = alloca(40);
	this->b = alloca(24);
	printf("second block %d bytes after the first\n", this->b - this->a);
}

BEGIN
{
	this->n = 65;
	this->c = alloca(this->n);
	printf("not reached\n");
}

BEGIN
{
	this->d = alloca(60);
	printf("all of it again: %d\n", this->d != NULL);
	exit(0);
}
