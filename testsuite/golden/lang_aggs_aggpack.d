#pragma D option quiet
#pragma D option aggpack

/*
 * -x aggpack: a quantize() on one line per key, every line over the same
 * buckets (all keys' range, one more on each side): the lowest bucket's
 * value, a glyph per bucket (U+2581..U+2588 by its share of the key's
 * total, blank for none), the highest's, and the count; a header names
 * the columns.  Other aggregations print as always.  The layout is
 * illumos's dt_print_packed as remembered, not checked against dtrace.
 */
BEGIN
{
	@q["small"] = quantize(1);
	@q["small"] = quantize(2);
	@q["small"] = quantize(3);
	@q["wide"] = quantize(1);
	@q["wide"] = quantize(100);
	@q["wide"] = quantize(100);
	@q["wide"] = quantize(5000);
	@n[1] = quantize(-4);
	@n[1] = quantize(8);
	@c["other"] = count();
	printa(@q);
	printa(@n);
	exit(0);
}
