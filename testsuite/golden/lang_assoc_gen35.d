#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-2, "Z"] = -976;
	a[2, "a"] *= -1;
	a[2, "a"] = 423;
	a[-1, "ccc"] -= -5;
	a[-3, "bb"] = 0;
	a[-3, "bb"] -= -19;
	a[-2, "Z"] *= -7;
	a[-3, "bb"] = -465;
	a[-1, "ccc"]++;
	a[-3, "ccc"] += 0;
	a[-2, "Z"]++;
	a[-3, "bb"] += -16;
	a[-2, "Z"] = 0;
	a[-1, "ccc"]--;
	a[-3, "bb"]--;
	a[-3, "bb"] += -12;
	a[-3, "bb"]--;
	a[-1, "ccc"]--;
}

BEGIN
{
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[-2, "Z"]);
	printf("%d\n", a[-3, "ccc"]);
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[-1, "ccc"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
