/*
 * The first exit() wins: a second one in the same clause changes nothing,
 * and the statements after exit() still run.  But exit() in END sets the
 * status whatever came before (DTrace honours exit() during cooldown), and
 * END sees the globals set before and after the exit.
 */
#pragma D option quiet

BEGIN
{
	x = 5;
	exit(1);
	exit(2);
	x = 6;
}

BEGIN
{
	printf("not reached\n");
}

END
{
	printf("x=%d\n", x);
	exit(7);
}
