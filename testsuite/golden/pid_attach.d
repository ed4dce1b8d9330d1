/*
 * -p: a running program (testsuite/workloads/pidwl.c, 8 calls 250 ms
 * apart) traced until its first add3() call, then left: it must run on
 * unchanged (no breakpoint left in its text: another hit would kill it
 * with SIGTRAP), finish its work and exit 0 (pid_attach.sh).  The module
 * was built with -c for the program's symbols; pid$target is whatever
 * process dtaprun's -p names.
 */
#pragma D option quiet

pid$target:a.out:add3:entry
/arg1 == 2 * arg0 && arg2 == 3 * arg0/
{
	printf("add3 entered in the target: %d\n", pid == $target);
	exit(0);
}
