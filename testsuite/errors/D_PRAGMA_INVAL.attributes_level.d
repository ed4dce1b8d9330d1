/* "Stabel" is no stability level */
#pragma D attributes Stabel/Stable/Common x
BEGIN
{
	x = 1;
}
