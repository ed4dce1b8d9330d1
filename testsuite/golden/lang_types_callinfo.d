#pragma D option quiet

/*
 * The DTrace guide's struct-valued associative array (rwinfo.d's
 * struct callinfo i[string]): members of an element updated in place
 * from entry and return probes, read back in END.
 */
struct callinfo {
	uint64_t ts;
	uint64_t elapsed;
	uint64_t calls;
	uint64_t maxret;
};
struct callinfo i[string];

syscall::getppid:entry
/execname == "sysload"/
{
	i[probefunc].ts = timestamp;
	i[probefunc].calls++;
}

syscall::getppid:return
/execname == "sysload" && i[probefunc].ts/
{
	i[probefunc].elapsed += timestamp - i[probefunc].ts;
	i[probefunc].maxret = arg0 > i[probefunc].maxret ? arg0 : i[probefunc].maxret;
	i[probefunc].ts = 0;
}

END
{
	printf("%s calls %d, time spent %s, ppid returned %s\n", "getppid",
	       i["getppid"].calls, i["getppid"].elapsed > 0 ? "> 0" : "0",
	       i["getppid"].maxret > 0 ? "> 0" : "0");
	printf("read: %d calls\n", i["read"].calls);
}
