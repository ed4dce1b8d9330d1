fbt::vfs_read:entry
{
	trace(args[7]);
}
