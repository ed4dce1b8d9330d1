#pragma D option quiet

/*
 * trace() in quiet mode: no leading space, no padding.
 */
BEGIN
{
	trace((char)-1);
	trace(",");
	trace((uint64_t)-1);
	trace(",");
	trace(-42);
	trace("\n");
	exit(0);
}
