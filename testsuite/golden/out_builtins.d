#pragma D option quiet

/*
 * Built-in variables of the dtrace and profile providers' probes.  The
 * consumer runs pinned to CPU 0, where BEGIN and END run; tick-N fires on
 * the first online CPU.  Times are checked through predicates so the
 * output is exact.
 */
BEGIN
{
	printf("%s:%s:%s:%s id %d epid %d cpu %d\n", probeprov, probemod,
	    probefunc, probename, id, epid, cpu);
	t0 = timestamp;
	w0 = walltimestamp;
	pseen = 0;
}

BEGIN
/timestamp >= t0 && walltimestamp >= w0 && w0 > 1600000000000000000 &&
    w0 < 4102444800000000000/
{
	printf("timestamp and walltimestamp are plausible\n");
}

profile-100hz
/!pseen/
{
	pseen = 1;
	pprov = probeprov;
	pmod = probemod;
	pfunc = probefunc;
	pname = probename;
	pid0 = id;
	pepid = epid;
}

tick-10ms
/n++ == 0/
{
	printf("%s:%s:%s:%s id %d epid %d cpu %d\n", probeprov, probemod,
	    probefunc, probename, id, epid, cpu);
	t1 = timestamp;
}

tick-10ms
/n == 3 && timestamp > t1 && t1 > t0/
{
	printf("%s:%s:%s:%s id %d epid %d\n", pprov, pmod, pfunc, pname,
	    pid0, pepid);
	exit(0);
}

END
{
	printf("%s:%s:%s:%s id %d epid %d cpu %d\n", probeprov, probemod,
	    probefunc, probename, id, epid, cpu);
}
