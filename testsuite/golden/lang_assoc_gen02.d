#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[2, "Z"] = 0;
	a[2, ""] += -11;
	a[2, ""]--;
	a[3, "key"] += -16;
	a[1, ""] = 0;
	a[1, ""] += 16;
	a[2, ""] = 198;
	a[2, "Z"] += -8;
	a[2, "Z"] *= 5;
	a[2, ""] *= -15;
	a[2, ""] += 16;
	a[2, "Z"]--;
	a[1, ""] = 823;
	a[2, ""] *= 10;
	a[2, ""] *= 4;
	a[1, ""] -= -16;
	a[2, "Z"]--;
	a[1, ""]++;
}

BEGIN
{
	printf("%d\n", a[2, "Z"]);
	printf("%d\n", a[2, ""]);
	printf("%d\n", a[2, ""]);
	printf("%d\n", a[1, ""]);
	printf("%d\n", a[3, "key"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
