#pragma D option quiet

/*
 * Every .part clone of the kernel (gcc's split-off function parts) enabled
 * at once, entry and return, args read on return (the kretprobe's entry
 * data): loads, fires under load, unloads.  A clone of a function on the
 * kprobe blacklist (ct_user_enter.part.0) is no probe: kprobes refuse it,
 * and the whole module failed to load.  (All .isra, .constprop and .part
 * clones at once take over 30 s to register in a TCG guest.)
 */
fbt::*.part.*:entry
{
	@e = count();
}

fbt::*.part.*:return
{
	self->x = arg2 + arg7 + args[0];
}

tick-1s
{
	printa("%@d", @e);
	exit(0);
}
