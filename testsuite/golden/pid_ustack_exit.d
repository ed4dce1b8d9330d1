/*
 * Symbols of a -c command printed after it has exited (pidwl 3 100: an
 * aggregation printed at the end): dtapio keeps the target's mappings
 * as it last read them while it ran, so its addresses still resolve.
 */
#pragma D option quiet

pid$target:a.out:add3:entry
{
	@[ufunc(uregs[R_PC]), ufunc(ucaller)] = count();
}

pid$target:libc.so.6:strtoul:entry
{
	@m[umod(uregs[R_PC]), umod(ucaller)] = count();
}
