#pragma D option quiet

/*
 * fbt in a module of the target kernel: configfs (a module on both test
 * kernels; the guest loads it before the case, see fbt_module.kmods).
 * The workload mounts a configfs and lists its root: one mount fills one
 * super block, the listing opens the root directory once and closes it.
 * Arguments are typed from the module's own DWARF (the -dbg package's
 * lib/modules/RELEASE/kernel/fs/configfs/configfs.ko).
 */
fbt:configfs:configfs_fill_super:entry
{
	@calls["configfs_fill_super"] = count();
	printf("fill_super of a %s\n", stringof(args[0]->s_type->name));
}

fbt:configfs:configfs_dir_open:entry
{
	@calls["configfs_dir_open"] = count();
	printf("dir_open %s mode=%o by %s\n", stringof(args[1]->f_path.dentry->d_name.name),
	    args[0]->i_mode & 0170000, probemod);
}

fbt:configfs:configfs_dir_open:return
{
	@ret[probefunc, args[1]] = count();
}

fbt:configfs:configfs_dir_close:entry
{
	@calls["configfs_dir_close"] = count();
}

END
{
	printa("%s %@d\n", @calls);
	printa("%s returned %d: %@d\n", @ret);
}
