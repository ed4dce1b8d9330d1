/* destructive actions need -w, as dtrace's do */
BEGIN
{
	chill(1000);
	raise(10);
}
