#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-1, "a"] += 1;
	a[0, "Z"] = 0;
	a[3, "Z"] = 293;
	a[-1, "x y"]--;
	a[3, "Z"]++;
	a[-1, "x y"] += -12;
	a[-1, "x y"]++;
	a[-1, "x y"] = 0;
	a[-1, "x y"] = 0;
	a[-1, "x y"]--;
	a[-1, "a"] -= -11;
	a[3, ""]--;
	a[3, "Z"]--;
	a[3, ""] += -11;
	a[3, "Z"] -= -20;
	a[0, "Z"] = -583;
	a[-1, "a"] = 572;
	a[3, ""] = 0;
}

BEGIN
{
	printf("%d\n", a[0, "Z"]);
	printf("%d\n", a[-1, "x y"]);
	printf("%d\n", a[3, "Z"]);
	printf("%d\n", a[3, ""]);
	printf("%d\n", a[-1, "a"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
