/* amin takes Name/Data/Class stability names */
#pragma D option amin=Stable/Stable/Everywhere
BEGIN
{
}
