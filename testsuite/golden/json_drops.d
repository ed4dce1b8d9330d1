#pragma D option quiet
#pragma D option dynvarsize=1k

/*
 * Drops in the JSON stream (-O json, .args): a dynamic variable space of
 * 1k holds 16 of these entries, the other stores are dropped, and the
 * report is a {"type":"drop"} line on the output with dtrace's words as
 * "message", not a line on stderr.
 */
BEGIN
{
	a[1] = 1; a[2] = 2; a[3] = 3; a[4] = 4; a[5] = 5;
	a[6] = 6; a[7] = 7; a[8] = 8; a[9] = 9; a[10] = 10;
	a[11] = 11; a[12] = 12; a[13] = 13; a[14] = 14; a[15] = 15;
	a[16] = 16; a[17] = 17; a[18] = 18; a[19] = 19; a[20] = 20;
	printf("%d %d\n", a[1], a[16] + a[17] + a[18] + a[19] + a[20] > 0);
	exit(0);
}
