#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-1, "a"]--;
	a[-1, "a"] -= 16;
	a[-1, "a"] *= -19;
	a[-2, "key"]++;
	a[3, ""]--;
	a[3, ""] *= 1;
	a[-1, "a"] -= 19;
	a[-1, "a"] *= -17;
	a[-1, "a"] -= -2;
	a[-1, "a"] *= 18;
	a[3, ""] *= -5;
	a[-1, "a"] -= -19;
	a[3, ""] = -308;
	a[-1, "a"] = 147;
	a[-1, "a"]--;
	a[-1, "a"] += -20;
	a[-1, "a"] = 698;
	a[-1, "a"] *= -8;
}

BEGIN
{
	printf("%d\n", a[3, ""]);
	printf("%d\n", a[-1, "a"]);
	printf("%d\n", a[-1, "a"]);
	printf("%d\n", a[-2, "key"]);
	printf("%d\n", a[-1, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
