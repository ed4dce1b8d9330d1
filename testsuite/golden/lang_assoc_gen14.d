#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, "key"] += -15;
	a[-3, "key"] *= -11;
	a[2, ""]++;
	a[-3, "bb"] *= 17;
	a[2, ""]++;
	a[0, "Z"]++;
	a[2, "Z"] *= 12;
	a[-3, "key"] = 0;
	a[-3, "key"] -= -3;
	a[2, ""]++;
	a[0, "Z"] += -19;
	a[0, "Z"] = -697;
	a[2, ""] *= 5;
	a[-3, "bb"]--;
	a[2, "Z"] -= -14;
	a[-3, "bb"] = 298;
	a[0, "Z"] = 0;
	a[-3, "bb"] -= -6;
}

BEGIN
{
	printf("%d\n", a[-3, "bb"]);
	printf("%d\n", a[2, "Z"]);
	printf("%d\n", a[0, "Z"]);
	printf("%d\n", a[-3, "key"]);
	printf("%d\n", a[2, ""]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
