#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, "bb"] -= 10;
	a[-3, "bb"] -= -11;
	a[0, "x y"]++;
	a[2, "bb"]--;
	a[0, "bb"] += -7;
	a[0, "bb"] -= -20;
	a[0, "bb"] += -1;
	a[-2, "Z"] = 864;
	a[2, "bb"] = 519;
	a[0, "bb"] = 714;
	a[-3, "bb"] = 725;
	a[0, "x y"]--;
	a[0, "x y"] = -363;
	a[-3, "bb"] += 3;
	a[0, "x y"] += -9;
	a[0, "x y"] -= -4;
	a[-3, "bb"] *= 13;
	a[-2, "Z"]--;
}

BEGIN
{
	printf("%d\n", a[-2, "Z"]);
	printf("%d\n", a[0, "bb"]);
	printf("%d\n", a[0, "x y"]);
	printf("%d\n", a[2, "bb"]);
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
