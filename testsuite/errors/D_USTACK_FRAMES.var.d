syscall::read:entry { ustack(arg0); }
