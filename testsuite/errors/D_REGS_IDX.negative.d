syscall::getppid:entry
{
	trace(uregs[-1]);
}
