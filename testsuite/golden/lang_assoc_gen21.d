#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-1, "x y"] *= -8;
	a[2, "x y"]++;
	a[1, "a"] = 0;
	a[-1, "x y"]++;
	a[-1, ""] = 0;
	a[0, "bb"] = 734;
	a[2, "x y"] -= -11;
	a[1, "a"] *= 19;
	a[-1, "x y"] = 435;
	a[-1, "x y"]++;
	a[2, "x y"] *= -12;
	a[0, "bb"]--;
	a[0, "bb"] = -413;
	a[2, "x y"] = 0;
	a[-1, "x y"] = 205;
	a[1, "a"]--;
	a[1, "a"] = 348;
	a[-1, ""] = 0;
}

BEGIN
{
	printf("%d\n", a[-1, "x y"]);
	printf("%d\n", a[0, "bb"]);
	printf("%d\n", a[1, "a"]);
	printf("%d\n", a[-1, ""]);
	printf("%d\n", a[2, "x y"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
