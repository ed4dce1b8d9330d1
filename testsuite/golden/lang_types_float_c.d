#include <stddef.h>
#pragma D option quiet

/*
 * float, double and long double are sized as C sizes them on x86_64 (4,
 * 8, 16, aligned so), for declarations, sizeof and offsetof; <stddef.h>
 * under -C (max_align_t has a long double member, its offsetof() is GCC's
 * __builtin_offsetof) works.  D does no arithmetic on them, but a
 * member's address can be taken, and print() shows them as illumos's
 * dt_print_float does (%+.7e, long double %+.16LE): dtrace-utils'
 * print() leaves float members out (dt_print_visit has no case for them).
 */
struct s {
	long double x;
	int y;
};

struct t {
	char c;
	double d;
	float f;
	int i;
};

BEGIN
{
	printf("%d %d %d %d %d\n", sizeof(max_align_t), sizeof(struct s),
	    offsetof(struct s, y), sizeof(long double), sizeof(struct t));
	printf("%d %d %d %d\n", offsetof(struct t, d), offsetof(struct t, f),
	    offsetof(struct t, i), sizeof(float));
	this->t = (struct t *)alloca(sizeof(struct t));
	this->t->c = 'a';
	this->t->i = 7;
	*(uint64_t *)&this->t->d = 0x4004000000000000;
	*(uint32_t *)&this->t->f = 0x3fc00000;
	print(*this->t);
	this->s = (struct s *)alloca(sizeof(struct s));
	*(uint64_t *)&this->s->x = 0x8000000000000000;
	*(uint16_t *)((char *)&this->s->x + 8) = 0xc000;
	this->s->y = -1;
	print(*this->s);
	exit(0);
}
