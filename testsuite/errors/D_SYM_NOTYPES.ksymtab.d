BEGIN
{
	trace(`__ksymtab_jiffies);
}
