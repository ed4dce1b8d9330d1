/* a variable lowered by #pragma D attributes, reported where assigned */
#pragma D attributes Unstable/Evolving/Common counter
#pragma D option amin=Stable/Stable/Common
BEGIN
{
	counter = 1;
}
