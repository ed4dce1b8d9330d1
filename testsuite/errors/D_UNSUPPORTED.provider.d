syscall::read:entry
{
	trace(1);
}
