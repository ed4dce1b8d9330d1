#pragma D option quiet

/*
 * llquantize(v, 10, 0, 9, 100) of random values and the edges of its range.
 */
BEGIN
{
	@ll = llquantize(4346777758, 10, 0, 9, 100);
	@ll = llquantize(12159454254, 10, 0, 9, 100);
	@ll = llquantize(5078123983, 10, 0, 9, 100);
	@ll = llquantize(1210883260, 10, 0, 9, 100);
	@ll = llquantize(4920642638, 10, 0, 9, 100);
	@ll = llquantize(6591017985, 10, 0, 9, 100);
	@ll = llquantize(11209059063, 10, 0, 9, 100);
	@ll = llquantize(9128916518, 10, 0, 9, 100);
	@ll = llquantize(12280178866, 10, 0, 9, 100);
	@ll = llquantize(11402994114, 10, 0, 9, 100);
	@ll = llquantize(1, 10, 0, 9, 100);
	@ll = llquantize(0, 10, 0, 9, 100);
	@ll = llquantize(10000000000, 10, 0, 9, 100);
	@ll = llquantize(9999999999, 10, 0, 9, 100);
	exit(0);
}
