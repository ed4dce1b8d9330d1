/*
 * printa in the default (not quiet) output: the record's probe line, then
 * what printa prints (without a format an empty line and the rows, i.e.
 * the rows start on the line after the probe line), then the record's
 * newline.  A printed aggregation is not printed again at exit.
 */
tick-10ms
{
	@a["x"] = count();
}

tick-10ms
/++n == 2/
{
	printa(@a);
	printa("%s %@d\n", @a);
	exit(0);
}
