/* #pragma D attributes needs attributes and an identifier */
#pragma D attributes Stable/Stable/Common
BEGIN
{
}
