double d;

BEGIN
{
	d = 1;
}
