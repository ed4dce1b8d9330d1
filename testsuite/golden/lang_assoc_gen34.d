#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global associative array with
 * (int, string) keys: =, op=, ++, --, and assigning 0 deletes; a
 * missing element reads as 0.
 */
int64_t a[int, string];

BEGIN
{
	a[-3, "key"] += 17;
	a[-2, "key"] = 0;
	a[-3, ""] = 567;
	a[2, "ccc"] = -44;
	a[2, "ccc"] = 0;
	a[2, "ccc"]++;
	a[2, "ccc"] += 3;
	a[-2, "key"] -= 6;
	a[-2, "key"] += 15;
	a[-3, ""] *= -4;
	a[-3, ""]++;
	a[-3, "key"] -= -15;
	a[-2, "key"]++;
	a[2, "ccc"] *= 15;
	a[-2, "key"] *= -9;
	a[-3, "key"] -= 10;
	a[-1, "ccc"] = 352;
	a[2, "ccc"] -= -20;
}

BEGIN
{
	printf("%d\n", a[-3, "key"]);
	printf("%d\n", a[-2, "key"]);
	printf("%d\n", a[-3, ""]);
	printf("%d\n", a[-1, "ccc"]);
	printf("%d\n", a[2, "ccc"]);
	printf("%d\n", a[9, "none"]);
	exit(0);
}
