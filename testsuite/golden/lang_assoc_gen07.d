#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[1, "Z"]--;
	a[1, "Z"]--;
	a[-1, "bb"]++;
	a[0, "key"] = 0;
	a[0, "key"] += -9;
	a[2, "Z"]--;
	a[2, "Z"]++;
	a[3, "bb"] -= 3;
	a[1, "Z"] = 0;
	a[3, "bb"]++;
	a[1, "Z"]++;
	a[-1, "bb"] *= 1;
	a[3, "bb"]++;
	a[0, "key"]++;
	a[-1, "bb"] += 7;
	a[0, "key"]--;
	a[0, "key"] -= 4;
	a[3, "bb"] = 0;
}

BEGIN
{
	printf("%d\n", a[0, "key"]);
	printf("%d\n", a[-1, "bb"]);
	printf("%d\n", a[3, "bb"]);
	printf("%d\n", a[2, "Z"]);
	printf("%d\n", a[1, "Z"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
