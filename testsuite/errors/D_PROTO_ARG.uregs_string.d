syscall::getppid:entry
{
	trace(uregs["pc"]);
}
