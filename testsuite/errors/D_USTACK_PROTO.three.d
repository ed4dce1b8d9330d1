syscall::read:entry { jstack(5, 100, 3); }
