#pragma D option quiet

/* Tuple keys of mixed types; integer keys convert to the key's type, so
 * (char)1 and 1 name the same element; thread-local arrays too. */
BEGIN
{
	t[1, "a", 2] = 12;
	t[1, "b", 2] = 13;
	t[2, "a", 1] = 21;
	printf("%d %d %d %d\n", t[1, "a", 2], t[1, "b", 2], t[2, "a", 1], t[2, "b", 1]);
	t[(char)1, "a", (long)2] += 100;
	printf("%d\n", t[1, "a", 2]);
	n[probename, probeprov] = "begin";
	printf("%s [%s]\n", n["BEGIN", "dtrace"], n["dtrace", "BEGIN"]);
	self->m["k", 5] = 55;
	self->m["k", 6] = 66;
	printf("%d %d %d\n", self->m["k", 5], self->m["k", 6], self->m["j", 5]);
	u[(uint8_t)255] = 1;
	printf("%d %d\n", u[255], u[-1]);
	exit(0);
}
