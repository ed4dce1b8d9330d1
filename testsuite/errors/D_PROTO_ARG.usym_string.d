syscall::read:entry { trace(usym("main")); }
