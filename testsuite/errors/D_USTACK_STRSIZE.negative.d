syscall::read:entry { @[jstack(5, -1)] = count(); }
