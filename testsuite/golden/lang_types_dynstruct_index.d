#pragma D option quiet

/*
 * A store at a variable index into an array member of a struct dynamic
 * variable (self-> and an associative array element) lands in that
 * variable's own object: checked against it, not against the scratch and
 * globals a store through a pointer may reach (it always faulted).  An
 * index past the array but inside the struct is C's layout; past the
 * struct it is "invalid address" and nothing is written.
 */
struct s {
	char n[8];
	long after;
};

self struct s v;
struct s a[int];

BEGIN
{
	this->i = 1;
	self->v.n[0] = 'a';
	self->v.n[this->i] = 'b';
	a[1].n[0] = 'c';
	a[1].n[this->i] = 'd';
	this->i = 8;
	self->v.n[this->i] = 1;		/* the first byte of after */
	printf("%s %s %d %d\n", stringof(self->v.n), stringof(a[1].n), self->v.after,
	    a[1].after);
}

BEGIN
{
	this->i = 16;
	a[1].n[this->i] = 'x';		/* past the struct */
	printf("not reached\n");
}

BEGIN
{
	printf("%s %d\n", stringof(a[1].n), a[1].after);
	exit(0);
}
