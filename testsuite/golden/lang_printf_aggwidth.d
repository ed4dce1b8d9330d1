#pragma D option quiet

/*
 * printa() with a width between % and @ ("%8@d", "%-8@u") and after the
 * @ ("%@8d"): dtrace's format parser takes '@' anywhere among the flags,
 * width and precision (libdtrace/dt_printf.c, dt_printf_create()).
 */
BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@a["y"] = count();
	@b = sum(-5);
	printa("%s [%8@d]\n", @a);
	printa("%s [%-8@u]\n", @a);
	printa("[%@8d]\n", @b);
	printa("[%08@d]\n", @b);
	exit(0);
}
