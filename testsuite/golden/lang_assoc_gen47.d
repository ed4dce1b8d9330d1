#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[1, "key"] = 327;
	a[3, ""]--;
	a[0, "Z"] = -382;
	a[-1, "key"] = 0;
	a[3, ""] = 0;
	a[1, "key"] *= 9;
	a[3, ""] += 15;
	a[-3, "key"] = 0;
	a[0, "Z"] -= 11;
	a[1, "key"] = 0;
	a[3, ""] = -520;
	a[3, ""] *= -16;
	a[-1, "key"] = 0;
	a[-1, "key"] -= -15;
	a[3, ""] = 0;
	a[3, ""]++;
	a[3, ""] *= 19;
	a[0, "Z"]--;
}

BEGIN
{
	printf("%d\n", a[0, "Z"]);
	printf("%d\n", a[3, ""]);
	printf("%d\n", a[-3, "key"]);
	printf("%d\n", a[1, "key"]);
	printf("%d\n", a[-1, "key"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
