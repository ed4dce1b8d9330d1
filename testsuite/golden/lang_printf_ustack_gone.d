#pragma D option quiet

/*
 * ustack() keys printed after the process exited: no maps to read, so
 * the frames are bare addresses, as dtrace prints them (ustackwl is a
 * static, non-PIE executable: its addresses are the same every run).
 * And frame pointer chains that loop or point at unmapped memory
 * (ustackwl 0 loop|bad): the walk ends at once, after the frame it
 * cannot follow.  (Equal counts sort by key, whose first word is the pid:
 * the three runs in order.)
 */
syscall::getppid:entry
/execname == "ustackwl"/
{
	@u[ustack(5)] = count();
}
