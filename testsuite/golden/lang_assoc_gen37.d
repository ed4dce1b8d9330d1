#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, "a"] -= 17;
	a[-3, "a"]--;
	a[-3, "a"] = 0;
	a[2, "a"] *= 6;
	a[2, "a"] = 0;
	a[0, "ccc"] += 5;
	a[-3, "bb"] -= 5;
	a[-3, "bb"] = 0;
	a[-3, "bb"] += -19;
	a[-3, "bb"] = -599;
	a[-3, "a"] = 0;
	a[2, "a"] += 5;
	a[-3, "a"] = 0;
	a[-2, "Z"]++;
	a[-3, "bb"] = 0;
	a[0, "ccc"] = 0;
	a[-3, "bb"] -= 6;
	a[0, "ccc"]++;
}

BEGIN
{
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[-3, "a"]);
	printf("%d\n", a[-2, "Z"]);
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[0, "ccc"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
