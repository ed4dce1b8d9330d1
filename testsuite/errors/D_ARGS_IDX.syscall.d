/* getppid(void) has no arguments: args[0] does not exist */
syscall::getppid:entry
{
	trace(args[0]);
}
