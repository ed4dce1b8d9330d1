#pragma D option quiet

/*
 * Run-time errors in the JSON stream (-x oformat=json, .args): each a
 * {"type":"error"} line with the probe, the action, the fault and
 * dtrace's words as "message"; the ERROR probe's records are ordinary
 * probe lines; stderr has nothing but what the text mode prints there.
 */
BEGIN
{
	x = 0;
}

BEGIN
{
	printf("discarded\n");
	y = 1 / x;
}

BEGIN
{
	trace(*(int *)0);
}

ERROR
{
	printf("ERROR fired\n");
}

BEGIN
{
	exit(0);
}
