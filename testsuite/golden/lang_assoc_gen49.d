#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[2, "bb"] = 895;
	a[0, "a"] = 911;
	a[2, "bb"]++;
	a[0, "a"]--;
	a[2, "bb"] = 0;
	a[-1, "Z"] -= 3;
	a[0, "a"] *= -16;
	a[2, "bb"] = 203;
	a[2, "bb"] += -15;
	a[2, "bb"]++;
	a[0, "a"] = 0;
	a[0, "a"] += 1;
	a[0, "a"]--;
	a[-2, "bb"] += -20;
	a[-1, "Z"]--;
	a[0, "a"]--;
	a[-1, "Z"]++;
	a[0, "a"] *= 10;
}

BEGIN
{
	printf("%d\n", a[2, "bb"]);
	printf("%d\n", a[-2, "bb"]);
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[-1, "Z"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
