syscall::read:entry { @[ustack(5, "x")] = count(); }
