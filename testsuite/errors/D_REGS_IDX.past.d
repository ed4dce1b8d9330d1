syscall::getppid:entry { trace(uregs[21]); }
