#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[0, ""] += 6;
	a[-2, "bb"] *= 19;
	a[0, ""]--;
	a[0, ""]++;
	a[3, "key"] -= 2;
	a[-3, ""]--;
	a[3, "key"] += 3;
	a[0, ""] = -413;
	a[-2, "bb"]--;
	a[0, ""] -= -2;
	a[0, ""] = 0;
	a[3, "key"] += 0;
	a[-3, ""] += -1;
	a[0, ""] = 0;
	a[-2, "bb"] = 23;
	a[3, "key"] = 481;
	a[-3, ""] = -252;
	a[-2, "a"] += 18;
}

BEGIN
{
	printf("%d\n", a[-2, "a"]);
	printf("%d\n", a[-3, ""]);
	printf("%d\n", a[0, ""]);
	printf("%d\n", a[-2, "bb"]);
	printf("%d\n", a[3, "key"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
