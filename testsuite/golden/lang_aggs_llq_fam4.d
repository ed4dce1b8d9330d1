#pragma D option quiet

/*
 * llquantize(v, 10, 2, 5, 10) of random values and the edges of its range.
 */
BEGIN
{
	@ll = llquantize(168991, 10, 2, 5, 10);
	@ll = llquantize(348895, 10, 2, 5, 10);
	@ll = llquantize(942014, 10, 2, 5, 10);
	@ll = llquantize(842309, 10, 2, 5, 10);
	@ll = llquantize(1152259, 10, 2, 5, 10);
	@ll = llquantize(582670, 10, 2, 5, 10);
	@ll = llquantize(287154, 10, 2, 5, 10);
	@ll = llquantize(902869, 10, 2, 5, 10);
	@ll = llquantize(1153894, 10, 2, 5, 10);
	@ll = llquantize(583891, 10, 2, 5, 10);
	@ll = llquantize(100, 10, 2, 5, 10);
	@ll = llquantize(99, 10, 2, 5, 10);
	@ll = llquantize(1000000, 10, 2, 5, 10);
	@ll = llquantize(999999, 10, 2, 5, 10);
	exit(0);
}
