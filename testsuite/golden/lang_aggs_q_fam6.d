#pragma D option quiet

/*
 * quantize() of 15 random values up to 2^28, some negative.
 */
BEGIN
{
	@q = quantize(38496955);
	@q = quantize(114212565);
	@q = quantize(42613250);
	@q = quantize(192013654);
	@q = quantize(267934228);
	@q = quantize(260523129);
	@q = quantize(-66084346);
	@q = quantize(190306471);
	@q = quantize(117578433);
	@q = quantize(-21593763);
	@q = quantize(-2736095);
	@q = quantize(141484672);
	@q = quantize(39899924);
	@q = quantize(189533010);
	@q = quantize(28734255);
	exit(0);
}
