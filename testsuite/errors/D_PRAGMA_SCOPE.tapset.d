/* curpsinfo is the tapsets' (psinfo.d): a script cannot change it */
#pragma D attributes Private/Private/Unknown curpsinfo
BEGIN
{
}
