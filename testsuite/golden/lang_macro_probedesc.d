#pragma D option quiet

/* Macro arguments in probe descriptions, predicates and actions. */
profile:::tick-$1
/++n == $2/
{
	printf("%s fired %d times\n", probename, n);
	exit(0);
}
