/*
 * -p: sys/sdt.h probes of a program that was running before tracing began
 * (testsuite/workloads/usdtwl.c, 20 iterations 250 ms apart): the hot
 * probe's semaphore is counted when the probe is registered in the running
 * process (the program's USDTWL_HOT_ENABLED() turns true and hot fires,
 * with its arguments), and taken back when tracing stops (its last
 * iteration finds it off again); the program runs on and exits 0
 * (usdt_attach.sh).  The module was built with -c for the program's
 * notes; usdtwl$target is whatever process dtaprun's -p names.
 */
#pragma D option quiet

usdtwl$target:::hot
/arg1 == 3 * arg0 && pid == $target/
{
	n++;
}

usdtwl$target:::hot
/n == 3/
{
	printf("hot fired 3 times in the target, its arguments right\n");
	exit(0);
}
