#pragma D option quiet

/*
 * rwbytes, DTraceToolkit style (rwbytype/rwtop): bytes read and written
 * by process through read(2) and write(2), and the number of calls
 * (kitfiles: one write of 100 bytes; reads of 64, 36 and 0 bytes).
 */
syscall::read:return, syscall::write:return
/pid == $target && execname == "kitfiles" && errno == 0/
{
	@bytes[execname, probefunc] = sum(arg0);
	@calls[execname, probefunc] = count();
}

END
{
	printf("%-10s %-6s %6s %5s\n", "EXEC", "CALL", "BYTES", "CALLS");
	printa("%-10s %-6s %@6d %@5d\n", @bytes, @calls);
}
