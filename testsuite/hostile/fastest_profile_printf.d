#pragma D option quiet
#pragma D option bufsize=16m

/*
 * The fastest profile rate dtap accepts (profile-5000hz: 200 us) with
 * heavy printf on every CPU for half a second, then exit: the records
 * (empty strings, so the output is exact) flow and the kernel stays quiet.
 */
profile-5000hz
/cpu == 0/
{
	printf("%s%s%s%s", "", "", "", "");
	c0 = 1;
}

profile-5000hz
/cpu == 1/
{
	printf("%s%s%s%s", "", "", "", "");
	c1 = 1;
}

tick-500ms
{
	printf("fired on CPU 0: %d, CPU 1: %d\n", c0, c1);
	exit(0);
}
