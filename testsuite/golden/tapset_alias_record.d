#pragma D option quiet

/*
 * A stable probe with record lines, defined by the script: the time of
 * each read(2) of 4242 bytes (sysload files 20: 20 of them), noted at
 * entry by one record line and cleared at return by another, which runs
 * after the script's clause.  The record lines' variable is declared:
 * they are clauses typed after the script's.
 */
self uint64_t ts;

probe my:::read-time (uint64_t, int)
{
	syscall::read:entry, syscall::pread64:entry / arg2 == 4242 / { self->ts = timestamp; };
	syscall::read:return, syscall::pread64:return { self->ts = 0; };
	syscall::read:return, syscall::pread64:return / self->ts != 0 / =
	    (timestamp - self->ts, (int)arg1);
};

int n;
int zero;

my:::read-time
{
	n++;
	zero += args[0] == 0;
	@bytes[probename, args[1] > 0 ? "some" : "no"] = count();
}

syscall::read:return
/self->ts != 0/
{
	@left["self->ts still set in the script's read:return clauses:"] = count();
}

END
{
	printf("read-time fired %d times, %d of them with a time of 0\n", n, zero);
	printa("%s: %s bytes read %@d times\n", @bytes);
	printa("%s %@d\n", @left);
}
