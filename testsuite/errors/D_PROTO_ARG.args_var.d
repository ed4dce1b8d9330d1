syscall::read:entry { trace(args[arg0]); }
