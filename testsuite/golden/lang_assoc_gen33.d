#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, "bb"] += -17;
	a[-3, "bb"] += 16;
	a[-2, "a"] = 0;
	a[-3, "ccc"]--;
	a[-2, "x y"] = -623;
	a[3, "key"] = 0;
	a[3, "key"] = -316;
	a[-3, "ccc"] += -1;
	a[3, "key"] = 0;
	a[-2, "x y"] += 7;
	a[-3, "bb"] = -872;
	a[-2, "a"] = 0;
	a[-2, "a"] += -7;
	a[-3, "ccc"] = 0;
	a[-2, "x y"]--;
	a[3, "key"] += -17;
	a[-2, "x y"] *= 3;
	a[-2, "x y"]--;
}

BEGIN
{
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[3, "key"]);
	printf("%d\n", a[-2, "x y"]);
	printf("%d\n", a[-3, "ccc"]);
	printf("%d\n", a[-2, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
