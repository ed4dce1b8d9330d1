#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-1, "ccc"]--;
	a[-3, "ccc"] -= -8;
	a[2, "a"] = 0;
	a[-3, "ccc"] = 733;
	a[-2, "x y"]--;
	a[-1, "ccc"] = 0;
	a[-3, "ccc"]++;
	a[1, ""] = 0;
	a[-2, "x y"] = 0;
	a[-3, "ccc"] = 12;
	a[2, "a"] -= 11;
	a[1, ""]++;
	a[-2, "x y"] += -8;
	a[2, "a"] += 2;
	a[-2, "x y"] -= 17;
	a[-3, "ccc"]--;
	a[1, ""]++;
	a[-1, "ccc"]++;
}

BEGIN
{
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[1, ""]);
	printf("%d\n", a[-3, "ccc"]);
	printf("%d\n", a[-2, "x y"]);
	printf("%d\n", a[-1, "ccc"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
