/*
 * pid probes at an offset into a function: 0 is its first instruction
 * (where entry fires too, with the same registers); the entry and the
 * offset probe fire once per call (testsuite/workloads/pidwl.c,
 * "pidwl 4").  ucaller at entry is the return address on top of the
 * user stack (a frame pointer walk would miss it: the program has none).
 */
#pragma D option quiet

pid$target:a.out:add3:0
{
	@off[uregs[R_RDI], uregs[R_RSI], uregs[R_RDX]] = count();
}

pid$target:a.out:add3:entry
{
	@callers[ucaller == *(uint64_t *)copyin(uregs[R_SP], 8)] = count();
	@entries = count();
}

END
{
	printa("at +0: rdi %d rsi %d rdx %d %@d\n", @off);
	printa("entries %@d\n", @entries);
	printa("ucaller is the return address: %d %@d\n", @callers);
}
