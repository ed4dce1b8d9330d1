struct ops {
	int (*open)(inode, file);
};

BEGIN
{
}
