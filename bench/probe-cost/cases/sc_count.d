/* syscall::getppid:entry counted (issue 9's tracepoint count case). */
#pragma D option quiet
syscall::getppid:entry { @a = count(); }
