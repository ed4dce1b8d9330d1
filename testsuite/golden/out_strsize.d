/*
 * -x strsize=16: a string keeps its first 16 bytes, in a variable, a
 * printf argument, trace() and an aggregation key alike.  As in dtrace
 * (dtrace_strcpy copies at most strsize bytes, the consumer adds the NUL),
 * a longer string keeps 16 characters, not 15.
 */
BEGIN
{
	s = "0123456789abcdefghij";
	printf("[%s]\n", s);
	printf("[%s]\n", "0123456789abcdefghij");
	printf("[%20s]\n", "0123456789abcdefghij");
	t = "short";
	printf("[%s]\n", t);
	trace(s);
	printf("\n");
	@a[s] = count();
	exit(0);
}
