#pragma D option destructive

BEGIN
{
	copyout(1, 0, 4);
}
