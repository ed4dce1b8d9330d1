#pragma D option quiet

/* enum: names are int constants counting on from the last value given;
 * "enum tag" is an int type for declarations and casts. */
enum color { RED, GREEN, BLUE = 10, CYAN, MAGENTA = BLUE * 2, };
enum { ANON_A = -3, ANON_B };
enum color paint;

BEGIN
{
	printf("%d %d %d %d %d\n", RED, GREEN, BLUE, CYAN, MAGENTA);
	printf("%d %d\n", ANON_A, ANON_B);
	paint = CYAN;
	paint++;
	printf("%d %d %d\n", paint, sizeof(enum color), (enum color)GREEN + 1);
	c[BLUE] = "blue";
	printf("%s\n", c[10]);
	exit(0);
}
