syscall::write:entry { trace(fds["stdin"].fi_name); }
