#pragma D option quiet

/*
 * Stores through pointers into alloca()'d scratch memory: p->m, (*p).m,
 * bit-fields, p[i], *(p + i), compound assignment and ++ through them,
 * and a store through a pointer into a global struct's storage.  Each
 * store is checked against the clause's scratch and the variables'
 * storage at run time (lang_types_ptrstore_bad: anything else faults).
 */
struct rec {
	int a;
	short b;
	char name[8];
	unsigned int flag:1;
	unsigned int cnt:7;
};
struct rec g;

BEGIN
{
	this->r = (struct rec *)alloca(sizeof(struct rec));
	this->r->a = 42;
	this->r->b = -2;
	this->r->name[0] = 'h';
	this->r->name[1] = 'i';
	this->r->flag = 1;
	this->r->cnt = 100;
	this->r->cnt++;
	(*this->r).a += 8;
	printf("%d %d %s %d %d\n", this->r->a, this->r->b, stringof(this->r->name),
	       this->r->flag, this->r->cnt);
	this->p = (int *)alloca(4 * sizeof(int));
	this->p[0] = 1;
	this->p[3] = this->p[0] + 2;
	*(this->p + 1) = 5;
	*this->p <<= 4;
	printf("%d %d %d %d\n", this->p[0], this->p[1], this->p[2], this->p[3]);
	this->q = &g.b;
	*this->q = 7;
	this->c = (char *)alloca(4);
	bcopy(`init_task.comm, this->c, 3);
	this->c[1] = 'W';
	printf("%d %s\n", g.b, stringof(this->c));
	exit(0);
}
