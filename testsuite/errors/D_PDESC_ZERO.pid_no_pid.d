/* the pid provider without a process id: dtrace-utils registers "pid"
 * with no probe of its own (dt_prov_pid.c); only a name ending in digits
 * makes pid probes (dt_cc.c, dt_setcontext), so this matches none */
pid:::entry
{
	trace(1);
}
