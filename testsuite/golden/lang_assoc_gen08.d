#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, "Z"] = 0;
	a[-3, "Z"] -= -14;
	a[2, "ccc"] = 0;
	a[2, "ccc"] *= 4;
	a[-3, "Z"] = 0;
	a[-3, "Z"] -= -7;
	a[-1, "x y"] -= -7;
	a[-3, "Z"] *= -13;
	a[-3, "Z"] = 0;
	a[-3, "Z"]--;
	a[-3, "Z"]++;
	a[-3, "key"] *= -20;
	a[-3, "Z"]--;
	a[2, "ccc"] += 17;
	a[-3, "key"]++;
	a[2, "ccc"] -= 1;
	a[-3, "Z"] = 0;
	a[-1, "x y"]++;
}

BEGIN
{
	printf("%d\n", a[-3, "Z"]);
	printf("%d\n", a[2, "ccc"]);
	printf("%d\n", a[-1, "x y"]);
	printf("%d\n", a[-3, "key"]);
	printf("%d\n", a[-3, "Z"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
