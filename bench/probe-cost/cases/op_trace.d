/* the output path: trace(), not quiet: dtrace's CPU ID FUNCTION:NAME
 * prefix and the value, one line per getppid() */
syscall::getppid:entry { trace(arg0); }
