/* parts left out of amin are Standard, as in dtrace: Stable data is
 * below it, reported at the first thing named (here the action) */
#pragma D option amin=Stable
BEGIN
{
	trace(1);
}
