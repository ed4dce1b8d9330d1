#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[0, ""] += -11;
	a[0, ""]--;
	a[-1, "ccc"] *= -7;
	a[1, "key"] += 2;
	a[1, "key"]++;
	a[1, "ccc"] += 12;
	a[1, "ccc"]--;
	a[1, "key"] = 974;
	a[1, "ccc"]++;
	a[0, ""] *= -12;
	a[0, ""] = 0;
	a[0, ""] -= -5;
	a[0, "key"] = 621;
	a[-1, "ccc"] += 3;
	a[0, "key"] -= 9;
	a[1, "ccc"] += 15;
	a[1, "key"] = 15;
	a[1, "key"] -= 11;
}

BEGIN
{
	printf("%d\n", a[0, "key"]);
	printf("%d\n", a[0, ""]);
	printf("%d\n", a[-1, "ccc"]);
	printf("%d\n", a[1, "ccc"]);
	printf("%d\n", a[1, "key"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
