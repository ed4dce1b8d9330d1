#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[2, "a"] = 732;
	a[2, "a"]++;
	a[0, "Z"]++;
	a[1, "a"] = -195;
	a[1, "a"] -= 20;
	a[2, "a"] -= 17;
	a[-3, "x y"] += 5;
	a[1, "a"]--;
	a[1, "a"] += -13;
	a[0, "Z"] = -20;
	a[1, "a"] *= -12;
	a[1, "a"] = 332;
	a[-3, "x y"] *= 2;
	a[-3, "x y"]--;
	a[0, "Z"]++;
	a[-3, "x y"] *= 11;
	a[0, "Z"] += 15;
	a[2, "a"] += 12;
}

BEGIN
{
	printf("%d\n", a[-3, "x y"]);
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[0, "Z"]);
	printf("%d\n", a[1, "a"]);
	printf("%d\n", a[1, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
