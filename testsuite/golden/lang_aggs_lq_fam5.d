#pragma D option quiet

/*
 * lquantize(v, 0, 65535, 4096) of 16 values around the range, and its edges.
 */
BEGIN
{
	@l = lquantize(22908, 0, 65535, 4096);
	@l = lquantize(16178, 0, 65535, 4096);
	@l = lquantize(7179, 0, 65535, 4096);
	@l = lquantize(75235, 0, 65535, 4096);
	@l = lquantize(15611, 0, 65535, 4096);
	@l = lquantize(-5655, 0, 65535, 4096);
	@l = lquantize(58907, 0, 65535, 4096);
	@l = lquantize(22971, 0, 65535, 4096);
	@l = lquantize(52455, 0, 65535, 4096);
	@l = lquantize(48512, 0, 65535, 4096);
	@l = lquantize(28637, 0, 65535, 4096);
	@l = lquantize(79226, 0, 65535, 4096);
	@l = lquantize(0, 0, 65535, 4096);
	@l = lquantize(65534, 0, 65535, 4096);
	@l = lquantize(65535, 0, 65535, 4096);
	@l = lquantize(-1, 0, 65535, 4096);
	exit(0);
}
