#pragma D option quiet

/*
 * ++ -- += -= on pointer variables (thread-local, global, clause-local)
 * step by elements of the pointee, as in C; a postfix step yields the old
 * pointer.
 */
int a[4];

BEGIN
{
	a[0] = 10; a[1] = 11; a[2] = 12; a[3] = 13;
	self->p = &a[0];
	self->p++;
	printf("%d\n", *self->p);
	self->p += 2;
	printf("%d\n", *self->p);
	this->q = self->p--;
	printf("%d %d %d\n", *this->q, *self->p, this->q - self->p);
	--self->p;
	printf("%d\n", *self->p);
	g = (char *)&a[0];
	g += 4;
	printf("%d\n", *(int *)g);
	this->r = &a[3];
	this->r -= 3;
	printf("%d\n", *this->r);
	exit(0);
}
