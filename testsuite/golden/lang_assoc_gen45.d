#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[0, "Z"] = -865;
	a[2, "a"]--;
	a[0, "Z"] -= -4;
	a[0, "Z"] -= 14;
	a[3, "Z"] = -650;
	a[2, "key"]--;
	a[2, "a"] -= 19;
	a[3, "Z"]++;
	a[2, "a"] += -12;
	a[2, "key"] = 0;
	a[2, "key"]--;
	a[1, "key"] *= -18;
	a[0, "Z"] -= 13;
	a[2, "key"]++;
	a[3, "Z"] -= -19;
	a[3, "Z"] *= -17;
	a[1, "key"] += 15;
	a[1, "key"] -= 15;
}

BEGIN
{
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[3, "Z"]);
	printf("%d\n", a[2, "key"]);
	printf("%d\n", a[1, "key"]);
	printf("%d\n", a[0, "Z"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
