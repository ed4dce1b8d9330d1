#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-1, "bb"] = -243;
	a[-2, "ccc"] *= -9;
	a[-1, "bb"] = -41;
	a[-2, ""] += -8;
	a[-2, ""] = 0;
	a[-2, ""]--;
	a[-2, "ccc"]--;
	a[-2, "ccc"]--;
	a[-2, ""] = 0;
	a[2, "a"]++;
	a[-2, "ccc"] *= -19;
	a[-1, "bb"] -= 3;
	a[-2, ""]++;
	a[2, "a"] *= 13;
	a[2, "a"] += -1;
	a[-2, "ccc"]--;
	a[-2, "ccc"] *= -8;
	a[2, "a"] -= 9;
}

BEGIN
{
	printf("%d\n", a[-2, "ccc"]);
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[-2, "ccc"]);
	printf("%d\n", a[-2, ""]);
	printf("%d\n", a[-1, "bb"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
