#pragma D option quiet

/*
 * Globs: syscall::getp*:entry matches getpid, getppid, getpgrp,
 * getpgid, getpeername, getpriority, getpmsg; the key is the probe's
 * function, so only the calls sysload makes show.  syscall:::return with
 * a predicate on probefunc is the same probe set seen from the other side.
 */
syscall::getp*:entry
/execname == "sysload"/
{
	@entries[probeprov, probemod, probefunc] = count();
}

syscall:::return
/execname == "sysload" && (probefunc == "getppid" || probefunc == "getpid")/
{
	@returns[probefunc] = count();
}

END
{
	printa(@entries);
	printa(@returns);
}
