/* --metrics on a program without aggregations is refused before tracing
 * starts (a scraper would take an empty page for data): exit 1, nothing
 * printed, the module unloaded. */
#pragma D option quiet

BEGIN
{
	printf("never printed\n");
	exit(0);
}
