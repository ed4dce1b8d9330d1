#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[1, "bb"]--;
	a[1, "bb"] *= 15;
	a[1, "ccc"] = 0;
	a[1, "bb"]++;
	a[1, "bb"] = -940;
	a[-1, ""] *= -8;
	a[0, "ccc"] = 0;
	a[0, "ccc"] -= 20;
	a[1, "ccc"]++;
	a[0, "ccc"]++;
	a[0, "ccc"]++;
	a[0, "a"] -= 10;
	a[1, "ccc"]--;
	a[1, "ccc"] = -46;
	a[1, "bb"]++;
	a[1, "bb"] = 590;
	a[-1, ""]++;
	a[1, "ccc"] = -854;
}

BEGIN
{
	printf("%d\n", a[0, "ccc"]);
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[1, "bb"]);
	printf("%d\n", a[-1, ""]);
	printf("%d\n", a[1, "ccc"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
