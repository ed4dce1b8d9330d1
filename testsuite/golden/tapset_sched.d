#pragma D option quiet

/*
 * The sched provider on testsuite/workloads/schedload.c: 200 ms on the
 * CPU (scheduler ticks land on it), 10 sleeps of 20 ms (at least 10
 * sleeps, off-cpus, wakeups, enqueues and dequeues: preemptions and the
 * runtime's own wakeups may add some), 3 sched_yield() calls (3
 * surrenders), then nice 5 (one change-pri, whose args[2] is the new nice
 * value).  enqueue and dequeue name the run queue's CPU (args[2]), tick
 * the current thread (args[1]).  Counts that depend on timing are printed
 * as comparisons.
 */
int sleeps;
int offs;
int wakes;
int ticks;
int enqs;
int deqs;
int ons;
int yields;
int badcpu;

sched:::sleep /execname == "schedload"/ { sleeps++; }
sched:::off-cpu /execname == "schedload"/ { offs++; }
sched:::on-cpu /args[1]->pr_fname == "schedload"/ { ons++; }
sched:::wakeup /args[1]->pr_fname == "schedload"/ { wakes++; }
sched:::tick /args[1]->pr_fname == "schedload"/ { ticks++; }
sched:::enqueue /args[1]->pr_fname == "schedload"/ { enqs++; badcpu += args[2]->cpu_id > 1; }
sched:::dequeue /args[1]->pr_fname == "schedload"/ { deqs++; badcpu += args[2]->cpu_id > 1; }
sched:::surrender /args[1]->pr_fname == "schedload"/ { yields++; }

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
	printf("run queue CPUs not 0 or 1: %d\n", badcpu);
	printf("surrenders: %d\n", yields);
}
