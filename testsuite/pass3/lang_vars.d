/* Variables, casts and subroutines of the language corpus: their C must
 * divide only through the checked helpers too. */
self int depth;
int a[string, int];
inline int N = 100 / 7;

BEGIN
{
	self->depth = N % 3;
	a["x", self->depth] = a["x", 1] / 2 + (int)(char)self->depth;
	this->s = strjoin(substr("abcdef", 1, 3), lltostr(a["x", 0] % 5));
	self->n[this->s] = strlen(this->s) / index(this->s, "c");
	printf("%s %d\n", this->s, self->n[this->s] << 70);
	exit(0);
}
