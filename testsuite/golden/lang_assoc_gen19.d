#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-2, "Z"]++;
	a[-2, "Z"] = -767;
	a[-3, "bb"] += -13;
	a[0, "bb"] += -13;
	a[0, "bb"] += 8;
	a[1, "x y"]--;
	a[-2, ""]++;
	a[-2, "Z"]--;
	a[1, "x y"]--;
	a[-2, "Z"] = 908;
	a[-3, "bb"] = 162;
	a[-3, "bb"]++;
	a[-3, "bb"] -= -16;
	a[-2, ""] *= 1;
	a[0, "bb"]++;
	a[-2, "Z"] -= -1;
	a[-3, "bb"] = 0;
	a[-2, ""]--;
}

BEGIN
{
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[-2, ""]);
	printf("%d\n", a[0, "bb"]);
	printf("%d\n", a[1, "x y"]);
	printf("%d\n", a[-2, "Z"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
