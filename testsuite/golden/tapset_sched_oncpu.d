#pragma D option quiet

/*
 * sched:::on-cpu fires in the thread that starts running (curthread,
 * pid, execname are its own), and pairs with off-cpu: every off-cpu of
 * schedload (testsuite/workloads/schedload.c, 10 sleeps) but its last
 * (it exits) is followed by an on-cpu of the same thread.  args[0] and
 * args[1] are the current thread and process.  (sched:::on-cpu fires at
 * finish_task_switch.isra.0 on 6.1 and 6.12: fbt takes compiler clones.)
 */
int offs;
int ons;
int pairs;
int mine;
int argsok;

sched:::off-cpu
/execname == "schedload"/
{
	offs++;
	self->off = 1;
}

sched:::on-cpu
/execname == "schedload"/
{
	ons++;
	pairs += self->off;
	self->off = 0;
	mine += pid == $target;
	argsok += args[1]->pr_pid == pid && args[0]->pr_lwpid == tid &&
	    args[1]->pr_fname == "schedload";
}

/* its first run, as the copy of dtapio it was forked as (a new thread
 * starts in schedule_tail), then as schedload (between them it may
 * run as sh) */
sched:::on-cpu
/pid == $target && execname != "sh"/
{
	@on[execname] = max(1);
}

END
{
	printf("off-cpu >= 10: %d\n", offs >= 10);
	printf("on-cpu >= 10: %d\n", ons >= 10);
	printf("off-cpu followed by on-cpu, all but the last: %d\n", pairs == offs - 1);
	printf("on-cpu without an off-cpu before: %d\n", ons - pairs <= 1);
	printf("on-cpu in the workload's pid: %d\n", mine == ons);
	printf("on-cpu args are curthread's: %d\n", argsok == ons);
	printa("on-cpu of the target as %s: %@d\n", @on);
}
