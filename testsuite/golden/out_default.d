/*
 * dtrace's default (not quiet) output: the heading once, then per record
 * "%3d %6d %32s " (CPU, probe id, FUNCTION:NAME), the data of each action
 * and a newline.  trace(string) prints "  %-33s", an integer dtrace-utils
 * widths by size and signedness (" %10d" int, " %10u" unsigned int,
 * " %19ld" long, " %20lu" unsigned long), printf exactly its text.  A clause with no
 * statements prints the probe line; one whose statements record nothing
 * (assignments, aggregations) prints nothing.
 */
BEGIN
{
	trace("hello");
}

BEGIN
{
	trace(1);
	trace(-1);
	trace(0xffffffff);
}

BEGIN
{
	trace(5000000000);
	trace(-5000000000);
	trace(0xffffffffffffffff);
	trace(0x7fffffffffffffff);
}

BEGIN
{
	printf("x=%d\n", 3);
}

BEGIN
{
	printf("no newline");
}

BEGIN
{
}

BEGIN
{
	x = 1;
}

BEGIN
{
	@a = count();
}

BEGIN
{
	trace("a");
	trace(2);
	printf("|%s|", "b");
}

END
{
	trace("end");
}

BEGIN
{
	exit(0);
}
