#pragma D option quiet

/*
 * Several declarators in one declaration, as in C: globals, self->,
 * this->, associative arrays (keys per declarator), typedefs, and stars
 * belonging to each declarator ("int *p, n;": p a pointer, n an int).
 */
typedef int a_t, b_t[3];
int a, b, c;
uint8_t *p, n;
self int s1, s2;
this short t1, t2;
int k[int], v, w[string, int];

BEGIN
{
	a = 1; b = 2; c = 3;
	n = 255;
	n++;
	self->s1 = 10;
	self->s2 = 20;
	this->t1 = -1;
	this->t2 = 32767;
	this->t2++;
	k[7] = 4;
	v = 5;
	w["x", 1] = 6;
	printf("%d %d %d %d\n", a + b + c, n, sizeof(p), sizeof(*p));
	printf("%d %d %d %d\n", self->s1 + self->s2, this->t1, this->t2, k[7] + v + w["x", 1]);
	printf("%d %d %d\n", sizeof(a_t), sizeof(b_t), (a_t)-1);
	exit(0);
}
