BEGIN
{
	trace(`vfs_read);
}
