#pragma D option destructive

BEGIN
{
	copyoutstr(1, 0, 4);
}
