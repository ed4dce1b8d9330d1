#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[0, "a"]++;
	a[2, "a"] = 0;
	a[-3, "ccc"] -= 11;
	a[2, "a"]++;
	a[2, "a"] += 10;
	a[2, "a"] -= -19;
	a[1, ""] = 777;
	a[-3, "ccc"]++;
	a[-3, "ccc"] -= -10;
	a[-3, "ccc"]--;
	a[3, "bb"] += 2;
	a[-3, "ccc"] += -6;
	a[2, "a"] *= 7;
	a[2, "a"] += 3;
	a[1, ""] = 817;
	a[0, "a"] *= -4;
	a[2, "a"]++;
	a[3, "bb"] -= -18;
}

BEGIN
{
	printf("%d\n", a[3, "bb"]);
	printf("%d\n", a[1, ""]);
	printf("%d\n", a[-3, "ccc"]);
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
