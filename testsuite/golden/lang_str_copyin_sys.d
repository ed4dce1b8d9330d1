#pragma D option quiet

/*
 * copyinstr, copyin, copyinto and alloca on openat's path argument (user
 * memory), from syscall probes: sysload files 3 opens "/proc/self/stat"
 * then "/nonexistent/sysload", 3 times each, with O_NOFOLLOW as its mark.
 * copyinstr(addr, n) reads at most n bytes; copyin(addr, n) gives n bytes
 * in scratch memory (alloca's, zeroed: a string there ends at the
 * first byte not copied); copyinto fills memory alloca gave; the first
 * byte read through the pointer is '/' (47).
 */
syscall::openat:entry
/execname == "sysload" && (arg2 & 0400000)/
{
	@path[copyinstr(arg1)] = count();
	@head[copyinstr(arg1, 5)] = count();
	@copy[stringof(copyin(arg1, 6))] = count();
	this->buf = alloca(8);
	copyinto(arg1, 4, this->buf);
	@into[stringof(this->buf)] = count();
	@first[*(char *)copyin(arg1, 1)] = count();
}

END
{
	printa("path %s %@d\n", @path);
	printa("head %s %@d\n", @head);
	printa("copy %s %@d\n", @copy);
	printa("into %s %@d\n", @into);
	printa("first %d %@d\n", @first);
}
