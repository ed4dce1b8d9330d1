/* the provider form names the provider and the part */
#pragma D attributes Stable/Stable/Common provider io
BEGIN
{
}
