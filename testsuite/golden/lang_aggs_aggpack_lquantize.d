#pragma D option quiet
#pragma D option aggpack

/*
 * -x aggpack of lquantize(): one line per key over the buckets all keys
 * use, one more on each side (never past the first, "<BASE", or the last,
 * ">=LIMIT"); the min column 7 wide and the max column 8 as dtrace's
 * header has them.  llquantize() is not packed (as in dtrace).
 */
BEGIN
{
	@l["mid"] = lquantize(25, 0, 100, 10);
	@l["mid"] = lquantize(35, 0, 100, 10);
	@l["mid"] = lquantize(35, 0, 100, 10);
	@l["wide"] = lquantize(55, 0, 100, 10);
	@e["under"] = lquantize(-5, 0, 100, 10);
	@e["over"] = lquantize(100, 0, 100, 10);
	@e["over"] = lquantize(5000, 0, 100, 10);
	@ll["x"] = llquantize(50, 10, 0, 2, 10);
	printa(@l);
	printa(@e);
	exit(0);
}
