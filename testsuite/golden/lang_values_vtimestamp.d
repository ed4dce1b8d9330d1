#pragma D option quiet

/*
 * vtimestamp is the thread's time on a CPU in nanoseconds, advancing while
 * it runs (illumos' DIF_VAR_VTIMESTAMP: the thread's accumulated on-CPU
 * time plus the time since it went on CPU; dtrace-utils declares it in
 * libdtrace/dt_open.c, "vtimestamp", uint64_t).  Not only at scheduler
 * ticks: it grows across each short getppid() and within one clause.
 * (Not checked: that a child just forked has more than 0 at proc:::start;
 * one of three children had 0 in a CI run: the scheduler clock it went
 * on CPU at may not have moved yet.)
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
	printa("clause %d %@d\n", @clause);
}
