#pragma D option quiet

/*
 * fbt entry and return on vfs_read, typed from the kernel's DWARF: the
 * workload (testsuite/workloads/fileio.c) reads its 100-byte file 3 times
 * in 64-byte reads: 64, 36, then 0 at the end of file, so 9 calls, 300
 * bytes.  args[0] is a struct file *; args[2] the size_t count; args[1]
 * of the return probe the ssize_t result.  The consumer and the workload
 * share CPU 0 (the batch pins them); the flag is thread-local, so a
 * vfs_read of another thread returning meanwhile (a guest daemon on the
 * other CPU) is not taken for the workload's (a global flag made this
 * test flaky: "returned 48").  caller: the entry probe sees the address
 * vfs_read returns to, the same the return probe sees (not a kretprobe
 * trampoline).
 */
fbt::vfs_read:entry
/stringof(args[0]->f_path.dentry->d_name.name) == "fbt_wl.dat"/
{
	@calls = count();
	printf("%s len=%d count=%d\n", stringof(args[0]->f_path.dentry->d_name.name),
	    args[0]->f_path.dentry->d_name.len, args[2]);
	self->inread = 1;
	self->entry_caller = caller;
}

fbt::vfs_read:return
/self->inread && caller != 0/
{
	@bytes = sum(args[1]);
	@results[args[1]] = count();
	@same_caller[caller == self->entry_caller] = count();
	self->inread = 0;
	self->entry_caller = 0;
}

END
{
	printa("calls %@d\n", @calls);
	printa("bytes %@d\n", @bytes);
	printa("returned %d: %@d times\n", @results);
	printa("caller at entry == caller at return: %d, %@d times\n", @same_caller);
}
