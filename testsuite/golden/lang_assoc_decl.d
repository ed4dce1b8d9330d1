#pragma D option quiet

/* Declared associative arrays fix key and value types up front. */
uint8_t small[int];
string names[int, string];
self int64_t per[string];

BEGIN
{
	small[1] = 300;
	names[1, "a"] = "one-a";
	self->per["x"] = 0x100000000;
	printf("%d %s %d\n", small[1], names[1, "a"], self->per["x"]);
	printf("%d [%s] %d\n", small[2], names[1, "b"], self->per["y"]);
	exit(0);
}
