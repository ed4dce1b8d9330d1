#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, ""] += -14;
	a[-3, "ccc"] *= 7;
	a[-3, "ccc"]--;
	a[-1, "Z"]++;
	a[-1, "Z"] *= -8;
	a[-3, "ccc"] += -14;
	a[-3, "ccc"]++;
	a[-3, "ccc"] += 7;
	a[-1, "Z"] += 13;
	a[0, "a"]++;
	a[-1, "Z"] -= -11;
	a[-3, ""] += -14;
	a[-3, ""] *= 9;
	a[-1, "Z"] -= 13;
	a[0, "a"] = 826;
	a[0, "a"] = 0;
	a[-3, "ccc"] *= 16;
	a[-3, ""]++;
}

BEGIN
{
	printf("%d\n", a[-3, "ccc"]);
	printf("%d\n", a[-3, "ccc"]);
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[-3, ""]);
	printf("%d\n", a[-1, "Z"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
