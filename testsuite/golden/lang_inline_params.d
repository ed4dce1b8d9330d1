#pragma D option quiet

/*
 * Inlines with parameters (D's "inline T name[T1 p1, ...] = expr;", as
 * io.d's fds[]): each use is the expression with every parameter replaced
 * by its argument converted to the parameter's type.
 */
inline int sq[int x] = x * x;
inline string sign[int v, string pos] = v > 0 ? pos : v < 0 ? "negative" : "zero";
inline int64_t big[int x] = (int64_t)x << 32;
inline int lo[char c] = c;

BEGIN
{
	printf("%d %d %d\n", sq[3], sq[1 + 1], sq[sq[2]]);
	printf("%s %s %s\n", sign[1, "positive"], sign[-5, "p"], sign[0, "p"]);
	printf("%d %d %d\n", big[1], lo[300], lo[-1]);
	exit(0);
}
