#pragma D option quiet

/* Global associative arrays: int and string keys and values; a missing
 * element reads as 0 or ""; assigning 0 deletes; ++ and op= work. */
BEGIN
{
	a[1] = 10;
	a[2] = 20;
	a[-1] = -10;
	s["x"] = "ex";
	s["y"] = "why";
	printf("%d %d %d %d\n", a[1], a[2], a[-1], a[3]);
	printf("%s %s [%s]\n", s["x"], s["y"], s["z"]);
	a[1] += 5;
	a[2]++;
	++a[3];
	a[-1] *= a[1];
	printf("%d %d %d %d\n", a[1], a[2], a[3], a[-1]);
	a[2] = 0;
	s["x"] = "";
	printf("%d [%s] %s\n", a[2], s["x"], s["y"]);
	k = "y";
	s[k] = strjoin(s[k], "?");
	printf("%s %d\n", s["y"], s[k] == "why?");
	i = 0;
	a[i++] = 7;
	printf("%d %d %d\n", i, a[0], a[1]);
	exit(0);
}
