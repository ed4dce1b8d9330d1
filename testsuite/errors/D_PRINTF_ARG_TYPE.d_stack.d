syscall::getppid:entry { printf("%d", stack()); }
