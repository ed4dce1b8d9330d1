syscall::getppid:entry { trace(uregs[27]); }
