#pragma D option quiet
#pragma D option nspec=3

/*
 * nspec=3: three speculations at once, the fourth gets 0.
 */
BEGIN
{
	printf("%d %d %d %d\n", speculation(), speculation(), speculation(),
	    speculation());
	exit(0);
}
