#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[1, ""] *= -3;
	a[-3, "key"] += -18;
	a[-3, "key"]++;
	a[-2, "key"] *= -15;
	a[2, "Z"]--;
	a[-3, "key"] += 16;
	a[-1, "ccc"] = -256;
	a[2, "Z"] = 0;
	a[1, ""] += -20;
	a[-1, "ccc"] *= -7;
	a[2, "Z"]++;
	a[2, "Z"] *= -11;
	a[1, ""] = 0;
	a[1, ""] += 6;
	a[1, ""] -= -3;
	a[-3, "key"]--;
	a[-3, "key"] *= -4;
	a[1, ""] -= -3;
}

BEGIN
{
	printf("%d\n", a[-2, "key"]);
	printf("%d\n", a[1, ""]);
	printf("%d\n", a[-3, "key"]);
	printf("%d\n", a[2, "Z"]);
	printf("%d\n", a[-1, "ccc"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
