/* read's fd is an unsigned int, openat's dfd an int */
syscall::read:entry,
syscall::openat:entry
{
	trace(args[0]);
}
