#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-1, "x y"] -= -2;
	a[0, "Z"]++;
	a[0, "x y"]++;
	a[-1, "x y"] += -7;
	a[3, "x y"]++;
	a[-1, "x y"] = -212;
	a[3, "x y"]--;
	a[1, "a"] *= 0;
	a[0, "Z"] += -20;
	a[0, "x y"]--;
	a[-1, "x y"] -= 0;
	a[0, "x y"] += -20;
	a[-1, "x y"] -= -1;
	a[-1, "x y"] = 0;
	a[0, "Z"]--;
	a[3, "x y"] = 0;
	a[3, "x y"]--;
	a[-1, "x y"]--;
}

BEGIN
{
	printf("%d\n", a[0, "Z"]);
	printf("%d\n", a[3, "x y"]);
	printf("%d\n", a[0, "x y"]);
	printf("%d\n", a[-1, "x y"]);
	printf("%d\n", a[1, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
