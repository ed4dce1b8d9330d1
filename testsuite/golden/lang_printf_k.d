#pragma D option quiet

int done;

/*
 * %k prints a stack as trace(stack()) does (dtrace's pfprint_stack is
 * dt_print_stack): a newline, then one frame a line, 14 spaces in; in
 * printf and as a printa key.  The innermost frame of a syscall probe
 * is where its tracepoint fired, as sys_caller shows for caller (6.1).
 * The .sh replaces the frames' offsets, which depend on the build, by
 * 0xOFF.
 */
syscall::getppid:entry
/execname == "sysload"/
{
	@s[stack(1)] = count();
}

syscall::getppid:entry
/execname == "sysload" && !done/
{
	done = 1;
	printf("[%k]\n", stack(1));
}

END
{
	printa("key:%k count %@d\n", @s);
}
