#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, "bb"]--;
	a[0, "x y"]++;
	a[0, "x y"]++;
	a[1, "ccc"] = 0;
	a[-3, "bb"] += -14;
	a[-3, "bb"] *= 1;
	a[-3, ""] -= -19;
	a[0, "x y"] = -641;
	a[0, ""] *= -11;
	a[-3, "bb"]++;
	a[-3, ""] *= -6;
	a[0, ""] = -941;
	a[-3, "bb"] -= -11;
	a[-3, "bb"]--;
	a[-3, "bb"] *= 13;
	a[1, "ccc"] += 4;
	a[-3, ""] -= 12;
	a[-3, "bb"] += 0;
}

BEGIN
{
	printf("%d\n", a[0, ""]);
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[1, "ccc"]);
	printf("%d\n", a[-3, ""]);
	printf("%d\n", a[0, "x y"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
