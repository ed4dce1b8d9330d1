#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[0, "ccc"]++;
	a[1, "a"] -= -6;
	a[0, "ccc"] *= -8;
	a[1, "a"] += 2;
	a[3, "key"] += 1;
	a[-2, ""] -= 18;
	a[3, "key"]--;
	a[0, "ccc"] = 0;
	a[-2, ""] -= 10;
	a[-1, ""]--;
	a[0, "ccc"] = 797;
	a[0, "ccc"] = 253;
	a[-1, ""]++;
	a[-1, ""] += 20;
	a[0, "ccc"] = -740;
	a[0, "ccc"] -= 19;
	a[-1, ""]++;
	a[3, "key"] = 0;
}

BEGIN
{
	printf("%d\n", a[-2, ""]);
	printf("%d\n", a[1, "a"]);
	printf("%d\n", a[3, "key"]);
	printf("%d\n", a[0, "ccc"]);
	printf("%d\n", a[-1, ""]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
