#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, ""] = 0;
	a[2, "ccc"] = 873;
	a[1, "x y"] -= 12;
	a[-3, ""] = 0;
	a[1, "x y"]++;
	a[-3, ""]++;
	a[-3, "x y"] = 0;
	a[2, "ccc"] = 668;
	a[1, "x y"] *= 15;
	a[-3, ""] = 0;
	a[-3, "x y"]--;
	a[0, "ccc"]++;
	a[2, "ccc"] -= -2;
	a[-3, ""] -= -6;
	a[1, "x y"] = 0;
	a[0, "ccc"] = 0;
	a[-3, "x y"] += 17;
	a[0, "ccc"] = -473;
}

BEGIN
{
	printf("%d\n", a[0, "ccc"]);
	printf("%d\n", a[-3, ""]);
	printf("%d\n", a[-3, "x y"]);
	printf("%d\n", a[2, "ccc"]);
	printf("%d\n", a[1, "x y"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
