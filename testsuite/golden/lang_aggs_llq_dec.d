#pragma D option quiet

/*
 * llquantize(v, 10, 0, 6, 20): 9 buckets below 10, then 20 per power of ten
 * less those already covered.
 */
BEGIN
{
	@ll = llquantize(5, 10, 0, 6, 20);
	@ll = llquantize(87, 10, 0, 6, 20);
	@ll = llquantize(1234, 10, 0, 6, 20);
	exit(0);
}
