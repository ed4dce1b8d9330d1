#pragma D option quiet

/*
 * caller in a syscall probe: the return address into the function that
 * fired the tracepoint (6.1: syscall_trace_enter, inlined into the entry
 * path's constprop copy); stackdepth: the frames stack() shows, at least
 * the entry path's three.  (6.1 only: function names differ by kernel.)
 */
syscall::getppid:entry
/execname == "sysload"/
{
	@c[func(caller)] = count();
	@d[stackdepth >= 3] = count();
}

END
{
	printa(@c);
	printa(@d);
}
