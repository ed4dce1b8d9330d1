#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, "bb"] = 0;
	a[3, "key"] = -229;
	a[2, "bb"] += 12;
	a[-3, "bb"] *= -1;
	a[-1, "key"]--;
	a[-1, "key"] = 889;
	a[-3, "bb"]--;
	a[3, "Z"] = -744;
	a[3, "Z"] = 1000;
	a[2, "bb"]--;
	a[2, "bb"]--;
	a[-1, "key"] -= 14;
	a[3, "key"]++;
	a[3, "Z"] *= -1;
	a[-3, "bb"]++;
	a[-3, "bb"] = -328;
	a[3, "Z"] = -286;
	a[2, "bb"] -= 4;
}

BEGIN
{
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[3, "Z"]);
	printf("%d\n", a[-1, "key"]);
	printf("%d\n", a[3, "key"]);
	printf("%d\n", a[2, "bb"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
