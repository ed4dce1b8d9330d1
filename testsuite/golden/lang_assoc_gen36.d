#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[3, "x y"]--;
	a[3, "x y"] += 20;
	a[1, "bb"]--;
	a[1, "a"] = 0;
	a[1, "a"]++;
	a[-1, "a"]--;
	a[1, "bb"] += -8;
	a[-1, "a"] += -5;
	a[0, ""] = 0;
	a[-1, "a"] = 0;
	a[3, "x y"] -= 2;
	a[3, "x y"] *= -16;
	a[3, "x y"]--;
	a[0, ""] *= 3;
	a[0, ""] += 11;
	a[-1, "a"] *= 9;
	a[1, "bb"] += -4;
	a[1, "bb"] -= -5;
}

BEGIN
{
	printf("%d\n", a[3, "x y"]);
	printf("%d\n", a[1, "bb"]);
	printf("%d\n", a[1, "a"]);
	printf("%d\n", a[0, ""]);
	printf("%d\n", a[-1, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
