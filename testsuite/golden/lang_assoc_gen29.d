#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, ""]++;
	a[-2, "bb"] *= 10;
	a[2, "a"] *= 13;
	a[-2, "key"] -= 2;
	a[-2, "bb"] += -3;
	a[-3, ""] = 0;
	a[-2, "bb"] -= 12;
	a[2, "a"]--;
	a[2, "ccc"] = 0;
	a[2, "a"]--;
	a[2, "a"]++;
	a[2, "a"]++;
	a[2, "ccc"]--;
	a[-3, ""] += -15;
	a[-2, "key"]++;
	a[-3, ""] -= -16;
	a[-2, "key"] += -17;
	a[-2, "key"] += -6;
}

BEGIN
{
	printf("%d\n", a[2, "ccc"]);
	printf("%d\n", a[-2, "bb"]);
	printf("%d\n", a[-3, ""]);
	printf("%d\n", a[-2, "key"]);
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
