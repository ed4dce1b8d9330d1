#pragma D option quiet

/*
 * lockstat's contention probes report how long the contention lasted
 * (args[1], nanoseconds from the kernel's first contention_begin to its
 * contention_end for that thread and lock): testsuite/workloads/lockwait.c
 * makes a thread wait 3 times at least ~30 ms for a pipe's mutex whose
 * owner sleeps (in a userfaultfd fault); it is the same thread and mutex
 * each time.  Other contentions, if any, must have times > 0 too.
 */
int n;
int zero;
int huge;
int slept;
uintptr_t lock0;
int same;

lockstat:::adaptive-block, lockstat:::adaptive-spin, lockstat:::rw-block, lockstat:::rw-spin,
lockstat:::spin-spin
/execname == "lockwait"/
{
	n++;
	zero += args[1] == 0;
	huge += args[1] > 10000000000;
}

lockstat:::adaptive-block
/execname == "lockwait" && args[1] >= 20000000/
{
	slept++;
	lock0 = lock0 ? lock0 : (uintptr_t)args[0];
	same += (uintptr_t)args[0] == lock0 && mutex_owned(args[0]);
}

END
{
	printf("adaptive-block of >= 20 ms: %d\n", slept);
	printf("on one mutex, held then: %d\n", same);
	printf("every time > 0: %d\n", n > 0 && zero == 0);
	printf("every time < 10 s: %d\n", huge == 0);
}
