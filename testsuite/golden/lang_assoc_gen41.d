#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[2, "a"] *= -20;
	a[-1, "a"] -= -4;
	a[2, "a"] = 720;
	a[-1, "a"]--;
	a[-2, "ccc"] *= 11;
	a[-3, "ccc"] = -833;
	a[0, "a"] -= -18;
	a[-3, "ccc"] -= -17;
	a[2, "a"] = -192;
	a[-3, "ccc"] = 0;
	a[0, "a"] = -574;
	a[-2, "ccc"] = 925;
	a[-1, "a"] *= 19;
	a[-2, "ccc"] = 0;
	a[-1, "a"] += 7;
	a[2, "a"] *= 12;
	a[-3, "ccc"]--;
	a[2, "a"] *= -14;
}

BEGIN
{
	printf("%d\n", a[-2, "ccc"]);
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[-3, "ccc"]);
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[-1, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
