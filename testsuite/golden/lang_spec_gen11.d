#pragma D option quiet
#pragma D option nspec=4

/*
 * Generated (model/gen_lang.py): 4 speculations filled in
 * turn with plain records between them; a committed speculation's
 * records print at its commit, in their order; a discarded one's
 * never.
 */
BEGIN
{
	s0 = speculation();
	s1 = speculation();
	s2 = speculation();
	s3 = speculation();
}

BEGIN
{
	speculate(s1);
	printf("s1 line 0\n");
}

BEGIN
{
	speculate(s1);
	printf("s1 line 1\n");
}

BEGIN
{
	printf("plain 2\n");
}

BEGIN
{
	speculate(s0);
	printf("s0 line 3\n");
}

BEGIN
{
	speculate(s2);
	printf("s2 line 4\n");
}

BEGIN
{
	commit(s1);
}

BEGIN
{
	discard(s0);
}

BEGIN
{
	printf("after 0\n");
}

BEGIN
{
	discard(s3);
}

BEGIN
{
	commit(s2);
}

BEGIN
{
	printf("after 2\n");
}

BEGIN
{
	exit(0);
}
