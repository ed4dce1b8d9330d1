#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[3, "bb"] -= -1;
	a[2, "ccc"]--;
	a[2, "ccc"] = 0;
	a[-1, "a"] -= 14;
	a[3, "bb"] -= -9;
	a[1, "x y"]--;
	a[-2, "x y"] -= 19;
	a[-2, "x y"] = 184;
	a[2, "ccc"] += -6;
	a[-2, "x y"] *= -20;
	a[-1, "a"] -= -19;
	a[-1, "a"]++;
	a[3, "bb"] -= 7;
	a[-1, "a"] *= -15;
	a[2, "ccc"]--;
	a[-1, "a"] = -657;
	a[3, "bb"] *= 10;
	a[1, "x y"] = 0;
}

BEGIN
{
	printf("%d\n", a[-1, "a"]);
	printf("%d\n", a[2, "ccc"]);
	printf("%d\n", a[-2, "x y"]);
	printf("%d\n", a[3, "bb"]);
	printf("%d\n", a[1, "x y"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
