syscall::read:entry { ustack(101); }
