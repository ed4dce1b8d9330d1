#pragma D option quiet
#pragma D option nspec=1

/*
 * Generated (model/gen_lang.py): 1 speculations filled in
 * turn with plain records between them; a committed speculation's
 * records print at its commit, in their order; a discarded one's
 * never.
 */
BEGIN
{
	s0 = speculation();
}

BEGIN
{
	speculate(s0);
	printf("s0 line 0\n");
}

BEGIN
{
	printf("plain 1\n");
}

BEGIN
{
	speculate(s0);
	printf("s0 line 2\n");
}

BEGIN
{
	speculate(s0);
	printf("s0 line 3\n");
}

BEGIN
{
	speculate(s0);
	printf("s0 line 4\n");
}

BEGIN
{
	speculate(s0);
	printf("s0 line 5\n");
}

BEGIN
{
	speculate(s0);
	printf("s0 line 6\n");
}

BEGIN
{
	commit(s0);
}

BEGIN
{
	printf("after 0\n");
}

BEGIN
{
	exit(0);
}
