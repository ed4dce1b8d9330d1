/*
 * A traced program forks (pidwl 4 0 fork): the child inherits the
 * breakpoints with its copy of the text, but pid$target's probes fire in
 * the target only (the child's first hit of each takes it out of the
 * child); both compute the same sums.
 */
#pragma D option quiet

pid$target:a.out:add3:entry
{
	@entries[pid == $target] = count();
}

pid$target:a.out:add3:return
{
	@rets[pid == $target, arg1] = count();
}

pid$target:libc.so.6:strtoul:entry
{
	@lib[pid == $target] = count();
}

END
{
	printa("add3 entries in the target: %d %@d\n", @entries);
	printa("add3 returns in the target: %d, value %d %@d\n", @rets);
	printa("strtoul calls in the target: %d %@d\n", @lib);
}
