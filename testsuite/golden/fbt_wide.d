#pragma D option quiet

/*
 * A wide glob: fbt::vfs_* at both ends is over 160 probes, above the
 * threshold of fbt's compact form (translator/cg/dt_cg_fbt.c): the probes
 * are rows of a table, one dispatch runs the clauses, entries are one
 * ftrace_ops, returns one fprobe (6.12) or kretprobes (runtime/
 * probe_fbt_wide.c).  The workload (testsuite/workloads/fileio.c) writes
 * its 100-byte file once, then reads it 3 times in 64-byte reads: 64, 36,
 * 0 at the end of file.  probefunc and probename come from the table;
 * arg2 (the count asked) from the registers ftrace saved, arg1 of the
 * return (the bytes read) from the fprobe's or kretprobe's.  Then
 * testsuite/workloads/sysload.c makes 2 getppid(): __x64_sys_getppid,
 * __ia32_sys_getppid and __do_sys_getppid are one function under three
 * names, one ftrace site, and each probe fires, as their kprobes would.
 */
fbt::vfs_*:entry,
fbt::vfs_*:return
/execname == "fileio" && (probefunc == "vfs_read" || probefunc == "vfs_write")/
{
	@calls[probefunc, probename] = count();
}

fbt::vfs_read:entry
/execname == "fileio"/
{
	@asked[arg2] = count();
}

fbt::vfs_read:return
/execname == "fileio"/
{
	@got[arg1] = count();
}

fbt::__x64_sys_getppid:entry,
fbt::__ia32_sys_getppid:entry,
fbt::__do_sys_getppid:entry,
fbt::__x64_sys_getppid:return,
fbt::__do_sys_getppid:return
/execname == "sysload"/
{
	@alias[probefunc, probename] = count();
}

/*
 * The -c command's own fork, before its exec (execname "dtapio"), is
 * $target too.  Held by dtapio's ptrace until tracing runs, it no longer
 * reads its gate (a pipe) once released, so none of its vfs_read is
 * traced: nothing printed, as under dtrace.  (Before, the gate's read
 * fired in every run; before the ptrace hold, in some runs only.)
 */
fbt::vfs_*:entry,
fbt::vfs_*:return
/pid == $target && execname == "dtapio" && probefunc == "vfs_read"/
{
	@gate[probefunc, probename] = count();
}

END
{
	printa("%s:%s %@d\n", @calls);
	printa("asked %d: %@d\n", @asked);
	printa("got %d: %@d\n", @got);
	printa("%s:%s %@d\n", @alias);
	printa("gate %s:%s %@d\n", @gate);
}
