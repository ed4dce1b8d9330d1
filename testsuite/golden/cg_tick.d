#pragma D option quiet

tick-10ms
{
	n++;
}

tick-10ms
/n == 5/
{
	printf("tick-10ms fired %d times\n", n);
	exit(0);
}
