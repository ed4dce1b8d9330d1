#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-2, "key"] += 10;
	a[-1, "key"] += -7;
	a[-1, ""]--;
	a[-3, "ccc"]++;
	a[-1, ""] -= 19;
	a[-3, "ccc"]--;
	a[-1, ""] = 954;
	a[-3, "ccc"] *= -14;
	a[-1, ""] *= -17;
	a[-3, "ccc"]++;
	a[-1, "key"]++;
	a[-1, ""] += 11;
	a[-1, "key"] *= -11;
	a[-1, ""] -= 7;
	a[3, "ccc"] -= 19;
	a[-2, "key"] = 0;
	a[-1, ""] *= 16;
	a[-1, "key"] *= -16;
}

BEGIN
{
	printf("%d\n", a[3, "ccc"]);
	printf("%d\n", a[-3, "ccc"]);
	printf("%d\n", a[-1, "key"]);
	printf("%d\n", a[-1, ""]);
	printf("%d\n", a[-2, "key"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
