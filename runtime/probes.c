// SPDX-License-Identifier: GPL-2.0
/*
 * probes.c - the program's probes as a whole: started by "go", stopped by
 * "stop" and at unload (the `ctl` file, ctl.c in the shared object, runs
 * the commands), and the names of its $target providers.
 */

#if DTAP_NTIMERS > 0
#define DTAP_TIMER_TABLE	dtap_timer_probes
#else
#define DTAP_TIMER_TABLE	((const struct dtap_probe *)NULL)
#endif

/* "go", after BEGIN: the probes that fire on their own. */
int dtap_enable_probes(void)
{
	int err;

	dtap_timers_start();
	err = dtap_syscalls_start();
	if (!err)
		err = dtap_tps_start();
	return err ? err : dtap_ups_start();
}

/* Gate closed: wait until no handler can still be inside a clause.
 * Handlers run with interrupts off, which synchronize_rcu() waits out. */
void dtap_disable_probes(void)
{
	dtap_timers_stop();
	dtap_fbt_stop();
	dtap_syscalls_stop();
	dtap_tps_stop();
	dtap_ups_stop();
	synchronize_rcu();
	dtap_sigwork_sync();
}

/* A $target provider's name in BUF (SIZE bytes): "pid$target" or a USDT
 * provider's "myprov$target" becomes "pid" or "myprov" and the digits of
 * PID (at most 7: "$target" has room for them), NUL padded. */
static void dtap_name_target_buf(char *buf, size_t size, int pid)
{
	char digits[8], *d = buf;
	int n = 0;

	while (d < buf + size && *d != '$')
		d++;
	if (pid <= 0 || pid > 9999999 || d == buf + size)
		return;
	for (; pid; pid /= 10)
		digits[n++] = '0' + pid % 10;
	memset(d, 0, size - (size_t)(d - buf));
	while (n)
		*d++ = digits[--n];
}

void dtap_name_target_prov(int pid)
{
#if DTAP_NTPROVS > 0
	int i;

	for (i = 0; i < DTAP_NTPROVS; i++)
		dtap_name_target_buf(dtap_tprovs[i].buf, dtap_tprovs[i].size, pid);
#endif
	dtap_name_target_buf(dtap_target_prov, sizeof(dtap_target_prov), pid);
}
