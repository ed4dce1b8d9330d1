#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-2, "Z"] += -20;
	a[-2, "Z"]++;
	a[0, "a"] -= -18;
	a[-2, "Z"] *= -19;
	a[0, "a"] -= -19;
	a[-2, "Z"] = 0;
	a[-2, "Z"] *= -6;
	a[2, "x y"] = 520;
	a[2, "x y"] -= -5;
	a[-2, "Z"] = 0;
	a[-3, "Z"] = 611;
	a[2, "x y"]--;
	a[1, "Z"] = 155;
	a[1, "Z"]--;
	a[-3, "Z"] *= -17;
	a[0, "a"]++;
	a[-3, "Z"] *= -11;
	a[-3, "Z"] += 5;
}

BEGIN
{
	printf("%d\n", a[-3, "Z"]);
	printf("%d\n", a[2, "x y"]);
	printf("%d\n", a[0, "a"]);
	printf("%d\n", a[1, "Z"]);
	printf("%d\n", a[-2, "Z"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
