#pragma D option quiet

/*
 * Every kernel function: fbt:::entry is 35k probes on 6.1, 67k on 6.12
 * (bench/fbt-wide.sh times it), one ftrace_ops for all of them
 * (runtime/probe_fbt_wide.c) and a clause that runs on every hit.  Hits
 * inside dtap's own path are dropped by ftrace's recursion guard or the
 * context's (re-entrant, counted), nothing recurses; the workload's
 * (testsuite/workloads/fileio.c) 9 reads and 1 write are counted
 * exactly.  Not on 5.10 (no ftrace_set_filter_ips: at most 2048 entries)
 * nor RT (a smoke set).
 */
fbt:::entry
/pid == $target && execname == "fileio" &&
    (probefunc == "vfs_read" || probefunc == "vfs_write" ||
    probefunc == "ksys_read")/
{
	@[probefunc] = count();
}

END
{
	printa("%s %@d\n", @);
}
