/* the output path: one printf record per getppid(), consumed by dtapio
 * (output to a tmpfs file); a 24-byte record, one line of ~12 bytes */
#pragma D option quiet
syscall::getppid:entry { printf("%d %s\n", pid, execname); }
