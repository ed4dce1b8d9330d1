/*
 * tracemem() in dtrace's layout (not quiet): after the probe columns a
 * new line, the column header, then 16 bytes a row: offset, hex, text
 * ('.' for what is not printable).  linux_banner starts with "Linux
 * version " and the release.  A dynamic size prints fewer bytes (5), one
 * larger than the size prints them all, a negative one none at all.
 */
BEGIN
{
	tracemem(`linux_banner, 36);
}

BEGIN
{
	tracemem(`linux_banner, 16, 5);
}

BEGIN
{
	tracemem(`linux_banner, 3, 100);
	tracemem(`linux_banner, 3, -1);
	exit(0);
}
