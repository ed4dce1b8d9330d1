#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-2, "key"]++;
	a[-2, "key"] = 0;
	a[-1, "ccc"] = 0;
	a[-2, "key"] *= 17;
	a[3, "a"] += 16;
	a[-1, "ccc"] = -743;
	a[3, "a"]--;
	a[-1, "ccc"] += -20;
	a[-1, "ccc"] += 4;
	a[-1, "ccc"] -= 17;
	a[3, "a"] = 0;
	a[-2, "key"]--;
	a[3, "a"] += -6;
	a[-1, "ccc"] *= 14;
	a[-1, "ccc"] += 1;
	a[-2, "key"] *= -13;
	a[-1, "ccc"] -= 8;
	a[3, "a"] -= -8;
}

BEGIN
{
	printf("%d\n", a[-1, "ccc"]);
	printf("%d\n", a[3, "a"]);
	printf("%d\n", a[3, "a"]);
	printf("%d\n", a[-2, "key"]);
	printf("%d\n", a[-1, "ccc"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
