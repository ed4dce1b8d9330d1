#pragma D option quiet

/*
 * CPU use by process, DTraceToolkit style, from the scheduler's clock
 * ticks (sched:::tick fires on the thread running; HZ is 250 on these
 * kernels): schedload spins for 200 ms, then sleeps 10 times 20 ms.  The
 * counts depend on timing: printed as comparisons.
 */
int ticks;
int sleeps;

sched:::tick /execname == "schedload"/ { ticks++; }
sched:::sleep /execname == "schedload"/ { sleeps++; }

END
{
	printf("schedload on cpu >= 150 ms: %d\n", ticks * 4 >= 150);
	printf("schedload slept >= 10 times: %d\n", sleeps >= 10);
}
