/* a system call the target kernel does not have */
syscall::getppid:entry,
syscall::nosuchcall:entry
{
	trace(1);
}
