#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[3, "Z"] += -17;
	a[1, "key"]--;
	a[3, "Z"] += -15;
	a[1, "key"] = -965;
	a[3, "Z"] += 5;
	a[3, "Z"] = 382;
	a[3, "Z"] *= -4;
	a[0, ""] = -446;
	a[-1, "key"]++;
	a[3, "Z"]--;
	a[0, ""]++;
	a[0, ""] *= 6;
	a[1, "key"]--;
	a[-1, "key"] *= 10;
	a[3, "Z"] = 0;
	a[3, "Z"] *= -19;
	a[1, "key"] -= 12;
	a[1, "key"] = 0;
}

BEGIN
{
	printf("%d\n", a[-1, "key"]);
	printf("%d\n", a[3, "Z"]);
	printf("%d\n", a[3, "Z"]);
	printf("%d\n", a[1, "key"]);
	printf("%d\n", a[0, ""]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
