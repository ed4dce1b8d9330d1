#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[1, "ccc"] = 0;
	a[-2, "Z"] += -3;
	a[0, "a"] -= -12;
	a[-2, "Z"] = -972;
	a[-1, "key"] *= 17;
	a[0, "a"]++;
	a[3, "key"]++;
	a[0, "a"] = 652;
	a[1, "ccc"] -= 20;
	a[0, "a"] -= -4;
	a[1, "ccc"]++;
	a[-2, "Z"]++;
	a[3, "key"] -= -18;
	a[-1, "key"] *= -20;
	a[0, "a"] = 0;
	a[1, "ccc"]++;
	a[-1, "key"] = -660;
	a[3, "key"]--;
}

BEGIN
{
	printf("%d\n", a[3, "key"]);
	printf("%d\n", a[1, "ccc"]);
	printf("%d\n", a[-2, "Z"]);
	printf("%d\n", a[-1, "key"]);
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
