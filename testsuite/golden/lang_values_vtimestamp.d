#pragma D option quiet

/*
 * vtimestamp is the thread's time on a CPU in nanoseconds, advancing while
 * it runs (illumos' DIF_VAR_VTIMESTAMP: the thread's accumulated on-CPU
 * time plus the time since it went on CPU; dtrace-utils declares it in
 * libdtrace/dt_open.c, "vtimestamp", uint64_t).  Not only at scheduler
 * ticks: it grows across each short getppid() and within one clause.
 * Across a call it may not grow in a rare one of many runs of 500 (a
 * test run saw 499 of 500; unexplained: a tick's accounting on another
 * CPU's clock if the thread moved?), so two may not; a vtimestamp that
 * stays still, as the accounted figure alone does, fails nearly all.
 * (Not checked: that a child just forked has more than 0 at proc:::start;
 * one of three children had 0 in a CI run: the scheduler clock it went
 * on CPU at may not have moved yet.)
 */
int n, grew;

syscall::getppid:entry
/execname == "sysload"/
{
	self->v = vtimestamp;
}

syscall::getppid:return
/self->v/
{
	n++;
	grew += vtimestamp > self->v;
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
	printf("grew in %s of %d calls\n", grew >= n - 2 ? "all but at most 2" : "fewer", n);
	printa("clause %d %@d\n", @clause);
}
