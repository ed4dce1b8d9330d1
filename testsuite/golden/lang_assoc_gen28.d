#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[1, "bb"] *= -11;
	a[-3, ""] += 4;
	a[3, "a"] = 0;
	a[-3, ""] *= -7;
	a[-3, ""] += 3;
	a[1, "bb"] += 8;
	a[1, "bb"]++;
	a[3, "a"] *= 1;
	a[3, "a"] *= 7;
	a[1, ""] += 9;
	a[-3, ""] = 0;
	a[1, ""] += 0;
	a[3, "a"]--;
	a[1, "bb"]++;
	a[-3, ""] *= 8;
	a[1, "bb"] *= -8;
	a[1, "bb"] = 0;
	a[-3, ""] *= 5;
}

BEGIN
{
	printf("%d\n", a[3, "a"]);
	printf("%d\n", a[1, ""]);
	printf("%d\n", a[-3, ""]);
	printf("%d\n", a[-3, ""]);
	printf("%d\n", a[1, "bb"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
