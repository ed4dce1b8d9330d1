#pragma D option quiet

/*
 * Every gcc clone the kernel has (.isra, .constprop, .part) enabled at
 * once, entry and return, args read on return (the kretprobe's entry
 * data): loads, fires under load, unloads.  A clone of a function on
 * the kprobe blacklist (ct_user_enter.part.0) is no probe: kprobes refuse
 * it, and the whole module failed to load.
 */
fbt::*.isra.*:entry,
fbt::*.constprop.*:entry,
fbt::*.part.*:entry
{
	@e = count();
}

fbt::*.isra.*:return,
fbt::*.part.*:return
{
	@r = count();
	self->x = arg2 + arg7 + args[0];
}

tick-2s
{
	printa("%@d", @e) ;
	exit(0);
}
