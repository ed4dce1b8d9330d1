BEGIN { trace(execname()); }
