#pragma D option quiet=yes

/*
 * A boolean option takes "yes": quiet, so no heading and no "matched"
 * line.
 */
BEGIN
{
	printf("quiet\n");
	exit(0);
}
