#pragma D option quiet
#pragma D option nspec=3

/*
 * Generated (model/gen_lang.py): 3 speculations filled in
 * turn with plain records between them; a committed speculation's
 * records print at its commit, in their order; a discarded one's
 * never.
 */
BEGIN
{
	s0 = speculation();
	s1 = speculation();
	s2 = speculation();
}

BEGIN
{
	printf("plain 0\n");
}

BEGIN
{
	printf("plain 1\n");
}

BEGIN
{
	speculate(s2);
	printf("s2 line 2\n");
}

BEGIN
{
	printf("plain 3\n");
}

BEGIN
{
	speculate(s0);
	printf("s0 line 4\n");
}

BEGIN
{
	printf("plain 5\n");
}

BEGIN
{
	speculate(s0);
	printf("s0 line 6\n");
}

BEGIN
{
	commit(s1);
}

BEGIN
{
	commit(s2);
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
