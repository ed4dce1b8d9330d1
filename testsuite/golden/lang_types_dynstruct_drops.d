#pragma D option quiet
#pragma D option dynvarsize=1k

/*
 * Struct-valued associative array elements share the dynamic variable
 * space: 1k holds 16 of these entries.  The member stores of keys 17-20
 * and the whole-struct copy into b[21] find no free entry: dropped and
 * reported as dtrace reports them, and those elements read as zeros.
 */
struct v {
	int x;
};
struct v a[int];
struct v b[int];

BEGIN
{
	a[1].x = 1; a[2].x = 2; a[3].x = 3; a[4].x = 4; a[5].x = 5;
	a[6].x = 6; a[7].x = 7; a[8].x = 8; a[9].x = 9; a[10].x = 10;
	a[11].x = 11; a[12].x = 12; a[13].x = 13; a[14].x = 14; a[15].x = 15;
	a[16].x = 16; a[17].x = 17; a[18].x = 18; a[19].x = 19; a[20].x = 20;
	b[21] = a[1];
	printf("%d %d %d\n", a[1].x, a[16].x,
	       a[17].x + a[18].x + a[19].x + a[20].x + b[21].x);
	exit(0);
}
