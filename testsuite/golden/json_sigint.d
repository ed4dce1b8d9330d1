#pragma D option quiet

/*
 * A text module run as JSON by dtaprun -O json (the runtime's choice, for
 * modules built elsewhere), stopped by SIGINT (.sh): BEGIN's record, then
 * END's, then the aggregation, each a whole line.
 */
BEGIN
{
	printf("begin\n");
	@n["begin"] = count();
}

END
{
	printf("end\n");
}
