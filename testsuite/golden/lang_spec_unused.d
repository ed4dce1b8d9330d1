#pragma D option quiet
#pragma D option nspec=2

/*
 * commit() and discard() of ids no speculation holds do nothing (ids up
 * to nspec: above it, an illegal operation, lang_spec_badid).
 */
BEGIN
{
	commit(1);
	discard(2);
	commit(0);
}

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}
