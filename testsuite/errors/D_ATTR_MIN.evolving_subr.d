/* getmajor( ) is Evolving in dtrace: below Stable */
#pragma D option amin=Stable/Stable/Common
BEGIN
{
	trace(getmajor(0));
}
