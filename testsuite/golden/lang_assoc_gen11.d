#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-2, "ccc"] *= 14;
	a[3, "x y"] += 11;
	a[3, "key"] += 20;
	a[3, "key"] = 0;
	a[3, ""]--;
	a[-2, "bb"] *= 10;
	a[-2, "ccc"] = 0;
	a[3, "x y"] = 257;
	a[-2, "ccc"]++;
	a[3, ""] -= 14;
	a[3, "key"] += -17;
	a[-2, "ccc"] += 2;
	a[3, "x y"] = 0;
	a[-2, "ccc"] *= -10;
	a[-2, "ccc"] *= 5;
	a[-2, "ccc"] = 123;
	a[-2, "bb"] *= 20;
	a[3, ""] -= 3;
}

BEGIN
{
	printf("%d\n", a[3, "x y"]);
	printf("%d\n", a[3, "key"]);
	printf("%d\n", a[3, ""]);
	printf("%d\n", a[-2, "ccc"]);
	printf("%d\n", a[-2, "bb"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
