#pragma D option quiet

/*
 * Translators between script types: member by member, through xlate<T *>
 * with -> and xlate<T> with '.', and through an inline (the shape of
 * tapsets' curpsinfo).  Integer members convert to the output member's
 * type (twice is a long: 21 * 2 computed in long); a char array member
 * takes a char array, a string member a string.
 */
struct in_s {
	int a;
	long b;
	char name[8];
};
typedef struct out_s {
	int sum;
	long twice;
	string nm;
	char copy[8];
	unsigned char low;
} out_t;

translator out_t < struct in_s *P > {
	sum = P->a + 1;
	twice = P->b * 2;
	nm = stringof(P->name);
	copy = P->name;
	low = P->a + 300;
};

struct in_s v;
inline out_t *cur = xlate<out_t *>(&v);

BEGIN
{
	v.a = 41;
	v.b = 21;
	v.name[0] = 'h';
	v.name[1] = 'i';
	printf("%d %d\n", cur->sum, xlate<out_t *>(&v)->twice);
	printf("%d %d\n", xlate<out_t>(&v).sum, cur->low);
	printf("%s %s\n", cur->nm, cur->copy);
	exit(0);
}
