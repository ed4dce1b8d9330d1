#pragma D option quiet

/*
 * setopt() of an option the consumer cannot change while running is
 * reported as dtrace reports it, and the program goes on.
 */
BEGIN
{
	setopt("nosuchoption");
	setopt("aggsortkeypos", "many");
	printf("still running\n");
	exit(0);
}
