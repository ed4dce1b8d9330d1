#pragma D option quiet

/*
 * Stores through pointers at the edges of what a clause may write:
 * straddling the end of an alloca()'d region (rounded to 8 bytes), a
 * global struct's end, a this-> array's end (through an integer-cast
 * address), below a global array (negative index), an index whose scaled
 * offset wraps, a member past a too-small object.  Each faulting clause
 * stops at once; its printf is never reached.
 */
struct rec {
	int a;
	char name[12];
	long big[4];
};
struct rec g;
int arr[4];

BEGIN
{
	this->p = (char *)alloca(5);
	*(int *)(this->p + 4) = 1;	/* inside the 8 bytes alloca gave */
	*(long *)(this->p + 4) = 1;	/* straddles its end */
	printf("not reached 1\n");
}

BEGIN
{
	*(long *)((uint64_t)&g + sizeof(struct rec) - 4) = 2;
	printf("not reached 2\n");
}

BEGIN
{
	this->i = -1;
	arr[this->i] = 3;
	printf("not reached 3\n");
}

BEGIN
{
	this->i = 4;
	arr[this->i]++;
	printf("not reached 4\n");
}

BEGIN
{
	this->r = (struct rec *)alloca(8);
	this->r->a = 5;
	this->r->big[3] = 5;
	printf("not reached 5\n");
}

BEGIN
{
	this->r = (struct rec *)alloca(sizeof(struct rec));
	this->j = 0x2000000000000001;	/* * 8: 8 after wrapping */
	this->r->big[this->j] = 6;
	printf("big[1] %d\n", this->r->big[1]);
	this->r->big[this->j + 3] = 7;		/* past the end */
	printf("not reached 6\n");
}

BEGIN
{
	printf("g.a %d arr %d %d %d %d\n", g.a, arr[0], arr[1], arr[2], arr[3]);
	exit(0);
}
