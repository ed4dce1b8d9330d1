syscall::read:entry { trace(args[1, 2]); }
