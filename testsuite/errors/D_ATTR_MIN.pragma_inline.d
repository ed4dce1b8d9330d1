/* an inline lowered by #pragma D attributes, before its definition */
#pragma D attributes Evolving/Evolving/Common LIMIT
#pragma D option amin=Stable/Stable/Common
inline int LIMIT = 10;

BEGIN
/LIMIT > 5/
{
	exit(0);
}
