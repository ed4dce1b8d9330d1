#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-2, "key"] += -10;
	a[3, "ccc"] = -637;
	a[-3, "bb"] -= -18;
	a[-3, "bb"] -= 9;
	a[2, "x y"]--;
	a[0, "a"] = -112;
	a[3, "ccc"]--;
	a[-2, "key"] *= -5;
	a[0, "a"] += -2;
	a[-3, "bb"] = -760;
	a[2, "x y"] += 11;
	a[0, "a"] = 0;
	a[3, "ccc"]++;
	a[3, "ccc"] -= 9;
	a[3, "ccc"] = 0;
	a[2, "x y"]++;
	a[0, "a"] -= -18;
	a[-3, "bb"]++;
}

BEGIN
{
	printf("%d\n", a[2, "x y"]);
	printf("%d\n", a[3, "ccc"]);
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[-2, "key"]);
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
