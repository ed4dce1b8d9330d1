syscall::write:entry { trace(fds.fi_name); }
