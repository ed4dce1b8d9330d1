#pragma D option quiet

/* profile-N fires on every CPU (the test guest has two) */
profile-100hz
/cpu == 0/
{
	a = 1;
}

profile-100hz
/cpu == 1/
{
	b = 1;
}

tick-50ms
/a && b/
{
	printf("profile-100hz fired on CPU 0 and CPU 1\n");
	exit(0);
}

tick-5s
{
	printf("timeout: a=%d b=%d\n", a, b);
	exit(1);
}
