syscall::getppid:entry
{
	uregs[R_PC] = 0;
}
