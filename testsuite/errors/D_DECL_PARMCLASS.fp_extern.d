struct ops {
	int (*open)(int, extern char *);
};

BEGIN
{
}
