#pragma D option quiet

/*
 * Arrays of scalars as global and this-> variables ("int a[4];", one
 * dimension or more): elements read and written with constant and
 * variable indexes.  A store at a variable index is checked at run time
 * as a store through a pointer is: outside the variables' storage it is
 * an invalid address (clause 2; the .sh masks the module's address).
 */
int a[4];
this char buf[8];
uint64_t big[2][3];
int i;

BEGIN
{
	a[0] = 1;
	a[3] = a[0] + 2;
	i = 2;
	a[i] = 7;
	a[i]++;
	this->buf[0] = 'o';
	this->buf[1] = 'k';
	this->buf[2] = 0;
	big[1][2] = 0xffffffffffffffff;
	printf("%d %d %d %d %s %u %d %d\n", a[0], a[1], a[2], a[3], stringof(this->buf),
	       big[1][2], sizeof(a), sizeof(big));
}

BEGIN
{
	i = 0x10000000;
	a[i] = 1;
	printf("not reached\n");
}

BEGIN
{
	printf("%d\n", a[2]);
	exit(0);
}
