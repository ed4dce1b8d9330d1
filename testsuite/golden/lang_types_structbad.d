#pragma D option quiet

/*
 * A struct assigned by value from a bad kernel address faults the clause
 * at the copy: "invalid address" with the source address; the clause's
 * output is discarded (as dtrace discards a faulted clause's record) and
 * the variable is freed (no half-copied value survives): it reads as 0.
 */
struct pt {
	int x;
	int y;
};
self struct pt p;

BEGIN
{
	self->p.x = 7;
	printf("before\n");
	self->p = *(struct pt *)0xffff800000000000;
	printf("not reached\n");
}

BEGIN
{
	printf("%d\n", self->p.x);
	exit(0);
}
