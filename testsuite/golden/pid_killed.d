/*
 * The traced process is killed (SIGKILL) inside a function whose return
 * probe is pending (clock_nanosleep(), entered after dtaprun attached:
 * pid_killed.sh): tracing ends with the process, the module unloads with
 * the return instance the kernel dropped, no kernel complaint.  The
 * sleep before attaching returns unseen (its entry was not traced).
 */
#pragma D option quiet

pid$target:libc.so.6:clock_nanosleep:return
{
	n++;
}

END
{
	printf("returns seen: %d\n", n);
}
