/* dtrace-utils registers the usdt provider with no probe of its own
 * (dt_prov_uprobe.c, populate()); a process's usdt probes are named by
 * their provider and pid (dt_pid.c), so a bare usdt::: matches none
 * (dt_cc.c, dt_setcontext: D_PDESC_ZERO), as pid::: does */
usdt:::
{
	trace(1);
}
