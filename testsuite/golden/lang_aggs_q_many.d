#pragma D option quiet

/*
 * quantize() of 0, 1, 2, 3, 4, 5, 6, 7 ...: DTrace's power-of-two buckets, one empty bucket
 * printed on each side of the data.
 */
BEGIN
{
	@q = quantize(0);
	@q = quantize(1);
	@q = quantize(2);
	@q = quantize(3);
	@q = quantize(4);
	@q = quantize(5);
	@q = quantize(6);
	@q = quantize(7);
	@q = quantize(8);
	@q = quantize(9);
	@q = quantize(10);
	@q = quantize(11);
	@q = quantize(12);
	@q = quantize(13);
	@q = quantize(14);
	@q = quantize(15);
	@q = quantize(16);
	@q = quantize(17);
	@q = quantize(18);
	@q = quantize(19);
	@q = quantize(20);
	@q = quantize(21);
	@q = quantize(22);
	@q = quantize(23);
	@q = quantize(24);
	@q = quantize(25);
	@q = quantize(26);
	@q = quantize(27);
	@q = quantize(28);
	@q = quantize(29);
	@q = quantize(30);
	@q = quantize(31);
	@q = quantize(32);
	exit(0);
}
