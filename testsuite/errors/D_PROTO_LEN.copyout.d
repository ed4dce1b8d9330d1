#pragma D option destructive

BEGIN
{
	copyout((void *)0, 1);
}
