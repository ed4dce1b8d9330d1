#pragma D option quiet

/*
 * D does no arithmetic on floating-point values, but a float or double
 * read from memory prints with printf's %e %E %f %g %G (flags, width and
 * precision, * too) as C prints it: "floating-point data objects can be
 * traced and formatted using printf()".  A float is widened to double.
 */
struct t {
	float f;
	double d;
	double neg;
};

BEGIN
{
	this->t = (struct t *)alloca(sizeof(struct t));
	*(uint32_t *)&this->t->f = 0x3fc00000;
	*(uint64_t *)&this->t->d = 0x400921fb54442d18;
	*(uint64_t *)&this->t->neg = 0xc0fe240c9fbe76c9;
	printf("%f %e %g %.3f %10.2f|%-10g|\n", this->t->f, this->t->d, this->t->d,
	    this->t->d, this->t->f, this->t->f);
	printf("%G %E %*.*f %+.2e %g\n", this->t->d, this->t->d, 12, 4, this->t->d,
	    this->t->neg, this->t->neg);
	exit(0);
}
