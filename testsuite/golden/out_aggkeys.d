#pragma D option quiet

/*
 * Keys of each type and their columns: a string "  %-50s", an int
 * " %8d", a 64-bit value " %16lld", the value " %16lld".  Rows sort by
 * value, ties by key; integer keys compare as unsigned numbers (as dtrace
 * compares its key records), so -1 sorts after 3.
 */
BEGIN
{
	@str["b"] = count();
	@str["a"] = count();
	@str["c"] = count();
	@str["c"] = count();
	@i32[3] = sum(10);
	@i32[-1] = sum(10);
	@i32[2] = sum(5);
	@i32[7] = sum(-1);
	@i64[5000000000] = max(1);
	@i64[-5000000000] = max(1);
	@i64[1L] = max(2);
	@mix["x", 2, 3L] = count();
	@mix["x", 1, 9L] = count();
	@mix["a", 2, 1L] = count();
	exit(0);
}
