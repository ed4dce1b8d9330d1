#pragma D option quiet

/*
 * lquantize(v, -1000, 1000, 250) of 16 values around the range, and its edges.
 */
BEGIN
{
	@l = lquantize(-314, -1000, 1000, 250);
	@l = lquantize(216, -1000, 1000, 250);
	@l = lquantize(-910, -1000, 1000, 250);
	@l = lquantize(714, -1000, 1000, 250);
	@l = lquantize(-1018, -1000, 1000, 250);
	@l = lquantize(838, -1000, 1000, 250);
	@l = lquantize(-237, -1000, 1000, 250);
	@l = lquantize(794, -1000, 1000, 250);
	@l = lquantize(1293, -1000, 1000, 250);
	@l = lquantize(-760, -1000, 1000, 250);
	@l = lquantize(-1078, -1000, 1000, 250);
	@l = lquantize(882, -1000, 1000, 250);
	@l = lquantize(-1000, -1000, 1000, 250);
	@l = lquantize(999, -1000, 1000, 250);
	@l = lquantize(1000, -1000, 1000, 250);
	@l = lquantize(-1001, -1000, 1000, 250);
	exit(0);
}
