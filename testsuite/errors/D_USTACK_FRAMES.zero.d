syscall::read:entry { ustack(0); }
