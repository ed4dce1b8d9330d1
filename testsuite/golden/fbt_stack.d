#pragma D option quiet

/*
 * sysload files 3 (fbt_stack.run): stack() in an fbt entry probe starts
 * at the probed function and walks its callers (the read(2) path of
 * this kernel build, so 6.1 only: the offsets are its own), never the
 * kprobe or ftrace frames; caller is the first caller's return address.
 */
fbt::vfs_read:entry
/execname == "sysload"/
{
	@s[stack(4)] = count();
	@c[func(caller)] = count();
}

END
{
	printa("%k%@d\n", @s);
	printa("%a %@d\n", @c);
}
