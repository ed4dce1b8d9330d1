#pragma D option quiet

/*
 * print() of a pointer prints what it points to, as dtrace-utils'
 * print() (prototype void(void *); dt_printf.c dt_print_visit): the
 * address, then the value at column 44 whether quiet or not, one space
 * deeper per level, each line "[.member = ](type)value," (a char as
 * 'c'), a nested struct's "}," and an array's "]," closing it, the
 * outermost struct's "}" without a comma; members and elements whose
 * bytes are all zero left out, a char array's elements up to its NUL.
 * The .sh writes 0xADDR for the addresses (alloca'd scratch memory).
 */
struct in { int a; char c; int z; };
struct pt { int x; char y; struct in n; int arr[3]; char nm[8]; int *p; long neg; };

BEGIN
{
	this->v = (struct pt *)alloca(sizeof(struct pt));
	this->v->x = 7;
	this->v->y = 'y';
	this->v->n.a = 3;
	this->v->n.c = 'q';
	this->v->arr[1] = 5;
	this->v->nm[0] = 'h';
	this->v->nm[1] = 'i';
	this->v->neg = -2;
	this->i = (int *)alloca(sizeof(int));
	*this->i = 42;
	this->v->p = this->i;
	print(this->v);
	print(this->i);
	print(&this->v->nm);
	print(&this->v->n);
	print(&this->v->p);
	exit(0);
}
