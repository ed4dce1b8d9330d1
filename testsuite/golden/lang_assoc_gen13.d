#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[2, "ccc"] = -180;
	a[2, "ccc"] += -20;
	a[2, "a"] = 0;
	a[0, "x y"]--;
	a[0, "a"] *= 8;
	a[3, "a"] -= 11;
	a[0, "x y"]--;
	a[3, "a"] *= -6;
	a[3, "a"] = 220;
	a[0, "a"] -= 4;
	a[3, "a"] -= -3;
	a[2, "a"]++;
	a[0, "a"] = -986;
	a[0, "a"] = -194;
	a[2, "ccc"]++;
	a[0, "x y"] *= 3;
	a[0, "x y"] += 13;
	a[3, "a"] = -101;
}

BEGIN
{
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[3, "a"]);
	printf("%d\n", a[2, "ccc"]);
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[0, "x y"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
