#pragma D option quiet

/*
 * The probe-alias form (a script may use it as a tapset does): stable
 * probes over lower probes in order of preference, the first that exists
 * on the target used (no_such_tracepoint does not); args[] computed from
 * the lower probe's arguments, converted to the declared type; a guard
 * joined to the clauses' predicates; probeprov/probename name the stable
 * probe.  sysload forkexec 5: five children exec "sysload nop" and exit,
 * and so does the parent: 6 execs (dtapio's child execs sysload too),
 * 6 exits with code 0.
 */
probe myproc:::exit (int)
{
	sdt:::no_such_tracepoint = (1);
	sdt:::sched_process_exit = (((struct task_struct *)arg0)->exit_code >> 8);
	fbt::do_exit:entry = (arg0 >> 8);
};

probe myproc:::exec (string, int)
{
	sdt:::sched_process_exec / ((struct task_struct *)arg0)->pid == arg1 / =
	    (stringof(((struct task_struct *)arg0)->comm), 1);
};

myproc:::exit
/execname == "sysload"/
{
	@exits[probeprov, probename, args[0]] = count();
}

myproc:::exec
/args[0] == "sysload"/
{
	@execs[probeprov, probename, args[0]] = sum(args[1]);
}

END
{
	printa("%s:::%s code %d: %@d\n", @exits);
	printa("%s:::%s %s: %@d\n", @execs);
}
