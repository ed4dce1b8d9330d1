#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[1, "ccc"] = 559;
	a[3, "bb"]--;
	a[3, "ccc"]++;
	a[-1, "a"]++;
	a[-1, "a"]--;
	a[-1, "a"]--;
	a[3, "ccc"]--;
	a[3, "ccc"]++;
	a[3, "ccc"] -= 15;
	a[1, "ccc"]++;
	a[-2, "a"] = 648;
	a[3, "bb"] *= -12;
	a[1, "ccc"] *= 17;
	a[1, "ccc"] = 0;
	a[-2, "a"] -= 20;
	a[3, "bb"] = 0;
	a[-2, "a"] -= 17;
	a[3, "ccc"] *= -12;
}

BEGIN
{
	printf("%d\n", a[1, "ccc"]);
	printf("%d\n", a[-1, "a"]);
	printf("%d\n", a[3, "bb"]);
	printf("%d\n", a[3, "ccc"]);
	printf("%d\n", a[-2, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
