syscall::write:entry { trace(fds[arg0, 1].fi_name); }
