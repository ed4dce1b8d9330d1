int execname;

BEGIN
{
}
