/* a string is not a condition */
BEGIN
/probename/
{
	exit(0);
}
