#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[0, "key"] = 0;
	a[-2, "key"] = -94;
	a[0, "key"] -= 13;
	a[-2, "key"] += -9;
	a[-1, "key"] *= -11;
	a[2, "ccc"] *= 7;
	a[2, "ccc"] = -461;
	a[0, "key"]--;
	a[-2, "key"] = 688;
	a[1, "Z"]++;
	a[0, "key"]--;
	a[2, "ccc"] = 0;
	a[-1, "key"] = 0;
	a[-2, "key"] -= -14;
	a[1, "Z"] = -221;
	a[0, "key"]--;
	a[-1, "key"]--;
	a[-1, "key"] -= 17;
}

BEGIN
{
	printf("%d\n", a[2, "ccc"]);
	printf("%d\n", a[-2, "key"]);
	printf("%d\n", a[-1, "key"]);
	printf("%d\n", a[0, "key"]);
	printf("%d\n", a[1, "Z"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
