probe myp:::x (int, int)
{
	fbt::vfs_read:entry = (arg0);
};
