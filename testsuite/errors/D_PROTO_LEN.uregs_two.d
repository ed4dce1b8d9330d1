syscall::getppid:entry
{
	trace(uregs[R_PC, R_SP]);
}
