int x[static int];

BEGIN
{
}
