#pragma D option quiet

/*
 * A probe on a function dtap's own runtime calls (every checked load is a
 * copy_from_kernel_nofault): the hits from inside dtap's handlers are
 * dropped by kprobes' recursion check, nothing deadlocks or recurses, and
 * the other probes still count exactly.
 */
fbt::copy_from_kernel_nofault:entry
{
	n++;
}

fbt::vfs_read:entry
/stringof(args[0]->f_path.dentry->d_name.name) == "fbt_wl.dat"/
{
	@reads = count();
}

END
{
	printa("reads %@d\n", @reads);
}
