#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[0, "ccc"] = 0;
	a[1, "bb"] *= 13;
	a[0, "x y"] += 13;
	a[1, "bb"] += 17;
	a[0, ""] = -556;
	a[0, "x y"] *= 19;
	a[2, "x y"] = 0;
	a[2, "x y"] += -7;
	a[0, ""] = 307;
	a[1, "bb"] += 13;
	a[2, "x y"] = 0;
	a[2, "x y"] = -105;
	a[0, "ccc"]--;
	a[0, "ccc"]++;
	a[1, "bb"] -= -16;
	a[0, ""] = 231;
	a[2, "x y"] -= -9;
	a[1, "bb"] *= 13;
}

BEGIN
{
	printf("%d\n", a[0, "ccc"]);
	printf("%d\n", a[2, "x y"]);
	printf("%d\n", a[0, ""]);
	printf("%d\n", a[1, "bb"]);
	printf("%d\n", a[0, "x y"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
