#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-2, "key"] -= -2;
	a[-2, "key"] -= 19;
	a[0, "ccc"]--;
	a[-1, "key"] += -15;
	a[1, ""] = 593;
	a[0, "ccc"] += 13;
	a[0, "ccc"]++;
	a[1, ""] = -711;
	a[-2, "key"] *= -9;
	a[0, "ccc"] *= -17;
	a[0, "ccc"]++;
	a[1, ""]++;
	a[0, "ccc"]++;
	a[3, "x y"] = 0;
	a[0, "ccc"] -= 16;
	a[1, ""] = 0;
	a[0, "ccc"] *= 4;
	a[1, ""] += -16;
}

BEGIN
{
	printf("%d\n", a[1, ""]);
	printf("%d\n", a[3, "x y"]);
	printf("%d\n", a[0, "ccc"]);
	printf("%d\n", a[-1, "key"]);
	printf("%d\n", a[-2, "key"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
