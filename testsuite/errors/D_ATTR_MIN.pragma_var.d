/* a variable lowered by #pragma D attributes, reported where assigned;
 * declared, as dtrace applies the pragma at a declaration (dt_pragma.c,
 * dt_pragma_apply; a clause's assignment comes too late: D_PRAGMA_UNUSED) */
#pragma D attributes Unstable/Evolving/Common counter
int counter;
#pragma D option amin=Stable/Stable/Common
BEGIN
{
	counter = 1;
}
