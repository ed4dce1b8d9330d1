#pragma D option quiet
#pragma D option nspec=2

/*
 * Generated (model/gen_lang.py): 2 speculations filled in
 * turn with plain records between them; a committed speculation's
 * records print at its commit, in their order; a discarded one's
 * never.
 */
BEGIN
{
	s0 = speculation();
	s1 = speculation();
}

BEGIN
{
	speculate(s1);
	printf("s1 line 0\n");
}

BEGIN
{
	printf("plain 1\n");
}

BEGIN
{
	speculate(s1);
	printf("s1 line 2\n");
}

BEGIN
{
	speculate(s0);
	printf("s0 line 3\n");
}

BEGIN
{
	speculate(s1);
	printf("s1 line 4\n");
}

BEGIN
{
	commit(s0);
}

BEGIN
{
	discard(s1);
}

BEGIN
{
	exit(0);
}
