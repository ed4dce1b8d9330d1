#pragma D option quiet

/*
 * The sched provider on testsuite/workloads/schedload.c: 200 ms on the
 * CPU (scheduler ticks land on it), 10 sleeps of 20 ms (at least 10
 * sleeps, off-cpus, wakeups, enqueues and dequeues: preemptions and the
 * runtime's own wakeups may add some), then nice 5 (one change-pri, whose
 * args[2] is the new nice value).  Counts that depend on timing are
 * printed as comparisons.
 */
int sleeps;
int offs;
int wakes;
int ticks;
int enqs;
int deqs;
int ons;

sched:::sleep /execname == "schedload"/ { sleeps++; }
sched:::off-cpu /execname == "schedload"/ { offs++; }
sched:::on-cpu /args[1]->pr_fname == "schedload"/ { ons++; }
sched:::wakeup /args[1]->pr_fname == "schedload"/ { wakes++; }
sched:::tick /execname == "schedload"/ { ticks++; }
sched:::enqueue /args[1]->pr_fname == "schedload"/ { enqs++; }
sched:::dequeue /args[1]->pr_fname == "schedload"/ { deqs++; }

sched:::change-pri
/args[1]->pr_fname == "schedload"/
{
	printf("change-pri %s to nice %d (was %d)\n", args[0]->pr_name, args[2],
	    args[0]->pr_nice);
}

END
{
	printf("sleeps >= 10: %d\n", sleeps >= 10);
	printf("off-cpu >= sleeps: %d\n", offs >= sleeps);
	printf("on-cpu >= sleeps: %d\n", ons >= sleeps);
	printf("wakeups >= 10: %d\n", wakes >= 10);
	printf("ticks > 0: %d\n", ticks > 0);
	printf("enqueues >= 10, dequeues >= 10: %d %d\n", enqs >= 10, deqs >= 10);
}
