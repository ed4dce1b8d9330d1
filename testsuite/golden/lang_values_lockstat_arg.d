#pragma D option quiet

/*
 * In a clause of a stable probe argN is its args[N] as an integer, as
 * dtrace's providers map their arguments into argv[] before the clauses
 * run (dtrace-utils libdtrace/dt_prov_lockstat.c stores a block's time as
 * arg1; dt_cg.c, dt_cg_tramp_map_args()): lockstat's arg1 is the time
 * blocked, not the contention_end tracepoint's own arg1 (its return code,
 * 0).  testsuite/workloads/lockwait.c blocks 3 times for >= 20 ms.
 * (Each use of a stable probe's argument computes it anew: args[1], read
 * later, is a few microseconds more than arg1.)
 */
int slept, same_time, same_lock;

lockstat:::adaptive-block
/execname == "lockwait" && args[1] >= 20000000/
{
	slept++;
	this->a = arg1;
	this->b = args[1];
	same_time += this->a >= 20000000 && this->b >= this->a && this->b - this->a < 1000000;
	same_lock += arg0 == (uintptr_t)args[0];
}

END
{
	printf("%d %d %d\n", slept, same_time, same_lock);
}
