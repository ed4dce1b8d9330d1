/* bench/fbt-pass2.sh: a script whose pass 2 reads fbt argument types */
fbt::vfs_read:entry
{
	printf("%s %d\n", stringof(args[0]->f_path.dentry->d_name.name), args[2]);
}
