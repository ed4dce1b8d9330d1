/*
 * The pid provider on a dynamically linked program without frame
 * pointers (testsuite/workloads/pidwl.c, run as "pidwl 5"): entry
 * arguments from the registers, return values in arg1 (arg0 0: which
 * return instruction ran is not known to a uretprobe, as in
 * dtrace-utils), a string argument read with copyinstr(), a function of
 * libc.so.6 named by its module, a.out for the executable, and probeprov
 * naming the -c command's pid.  Exact counts: five calls of each.
 */
#pragma D option quiet

pid$target:a.out:add3:entry
{
	@args[arg0, arg1, arg2] = count();
}

pid$target:a.out:add3:return
{
	@rets[arg0, arg1] = count();
}

pid$target:a.out:parse:entry
{
	@strs[copyinstr(arg0)] = count();
}

pid$target:libc.so.6:strtoul:entry
/probeprov == strjoin("pid", lltostr($target)) && probemod == "libc.so.6" &&
 probefunc == "strtoul" && pid == $target/
{
	@lib[arg1, arg2] = count();
}

pid$target:libc.so.6:strtoul:return
{
	@libret[arg1] = count();
}

END
{
	printa("add3(%d, %d, %d) %@d\n", @args);
	printa("add3 returned %d %d %@d\n", @rets);
	printa("parse(\"%s\") %@d\n", @strs);
	printa("strtoul(_, %d, %d) %@d\n", @lib);
	printa("strtoul returned %d %@d\n", @libret);
}
