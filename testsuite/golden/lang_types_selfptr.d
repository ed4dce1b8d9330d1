#pragma D option quiet

/*
 * A thread-local pointer indexes memory (self->p[i] is no associative
 * array when self->p is a pointer variable): stores through it into
 * alloca()'d scratch are checked as any store through a pointer.
 */
self int *p;

BEGIN
{
	self->p = (int *)alloca(2 * sizeof(int));
	self->p[1] = 5;
	self->p[0] = self->p[1] * 2;
	self->p[1]++;
	printf("%d %d\n", self->p[0], self->p[1]);
	exit(0);
}
