#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[1, "Z"] += -1;
	a[2, "x y"] -= 2;
	a[1, "Z"]++;
	a[-1, "Z"] = 0;
	a[1, "Z"]--;
	a[2, "a"]--;
	a[1, "Z"]++;
	a[2, "a"] = -945;
	a[1, "Z"] += 9;
	a[-1, "Z"] *= 10;
	a[2, "a"] = -557;
	a[-1, "Z"] -= 11;
	a[-1, "Z"]--;
	a[2, "key"] += 12;
	a[2, "x y"]--;
	a[2, "a"] += -19;
	a[1, "Z"] = 0;
	a[2, "x y"] -= -16;
}

BEGIN
{
	printf("%d\n", a[2, "a"]);
	printf("%d\n", a[2, "x y"]);
	printf("%d\n", a[1, "Z"]);
	printf("%d\n", a[-1, "Z"]);
	printf("%d\n", a[2, "key"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
