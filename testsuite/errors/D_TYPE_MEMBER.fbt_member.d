fbt::vfs_read:entry
{
	trace(args[0]->f_nosuch);
}
