/*
 * A committed record in dtrace's default layout: the probe's line.
 */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	trace("spec");
}

BEGIN
{
	commit(s);
	exit(0);
}
