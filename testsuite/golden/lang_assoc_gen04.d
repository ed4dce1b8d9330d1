#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-1, "ccc"] = -799;
	a[-1, "ccc"] += 9;
	a[3, "a"] = -31;
	a[3, "a"]--;
	a[-1, "x y"] = -286;
	a[3, "a"]++;
	a[-1, "ccc"] = 0;
	a[3, "a"]++;
	a[-1, "x y"]--;
	a[-1, "x y"] = 637;
	a[1, "key"] *= 0;
	a[-3, "bb"]--;
	a[-1, "x y"]--;
	a[-1, "x y"] += 14;
	a[3, "a"]++;
	a[-1, "ccc"]--;
	a[-1, "ccc"] *= -6;
	a[3, "a"] = 167;
}

BEGIN
{
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[3, "a"]);
	printf("%d\n", a[1, "key"]);
	printf("%d\n", a[-1, "ccc"]);
	printf("%d\n", a[-1, "x y"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
