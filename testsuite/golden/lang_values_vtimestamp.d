#pragma D option quiet

/*
 * vtimestamp is the thread's time on a CPU in nanoseconds, advancing while
 * it runs (illumos' DIF_VAR_VTIMESTAMP: the thread's accumulated on-CPU
 * time plus the time since it went on CPU; dtrace-utils declares it in
 * libdtrace/dt_open.c, "vtimestamp", uint64_t).  Not only at scheduler
 * ticks: it grows across each short getppid(), in one clause, and is
 * already more than 0 in a child that has just been forked.
 */
syscall::getppid:entry
/execname == "sysload"/
{
	self->v = vtimestamp;
}

syscall::getppid:return
/self->v/
{
	@grew[vtimestamp > self->v] = count();
	self->v = 0;
}

proc:::start
/execname == "sysload"/
{
	@started[vtimestamp > 0] = count();
}

syscall::getppid:return
/execname == "sysload"/
{
	this->a = vtimestamp;
	this->i = 0;
	this->i++; this->i++; this->i++; this->i++;
	this->b = vtimestamp;
	@clause[this->b > this->a] = count();
}

END
{
	printa("grew %d %@d\n", @grew);
	printa("started %d %@d\n", @started);
	printa("clause %d %@d\n", @clause);
}
