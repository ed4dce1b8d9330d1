#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, "ccc"] = -82;
	a[-3, "a"] -= -10;
	a[-3, "ccc"]--;
	a[1, "key"] -= -11;
	a[1, "key"] = 0;
	a[0, "bb"] *= -19;
	a[-1, "key"] += -11;
	a[1, "key"] *= -16;
	a[1, "key"]--;
	a[-3, "a"] -= -5;
	a[-1, "key"]--;
	a[0, "bb"]--;
	a[-1, "key"] -= 6;
	a[0, "bb"]++;
	a[-1, "key"]++;
	a[1, "key"] = 303;
	a[-1, "key"] *= 14;
	a[-1, "key"] -= -9;
}

BEGIN
{
	printf("%d\n", a[1, "key"]);
	printf("%d\n", a[-3, "ccc"]);
	printf("%d\n", a[-3, "a"]);
	printf("%d\n", a[-1, "key"]);
	printf("%d\n", a[0, "bb"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
