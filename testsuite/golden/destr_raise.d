#pragma D option quiet

/*
 * raise(SIGUSR1) (-w) is delivered to the traced -c command: the probe
 * that interrupts it ($target, pid) sends the signal once, after the
 * command ran for 50 ticks (its trap is set by then); the trap prints and
 * exits, which ends the trace.
 */
BEGIN
{
	hits = 0;
}

profile-997
/pid == $target && hits++ == 50/
{
	raise(10);	/* SIGUSR1 */
}
