// SPDX-License-Identifier: GPL-2.0
/*
 * ctl.c - the `ctl` file: "go", "stop", "clear AGGID" and "trunc AGGID"
 * commands (the last two from the consumer's clear() and trunc()),
 * "target PID", "unwind" and its table (one write: uwind.c), and the
 * status text
 * the consumer polls (format in dtap_wire.h).  Part of the shared object
 * (dtap_shared.c): what the program does on "go" and "stop", and the
 * unwind table, are the module's (probes.c, probe_dtrace.c, uwind.c).
 */

DEFINE_MUTEX(dtap_ctl_lock);	/* one command at a time */

static const char *const dtap_state_names[] = {
	[DTAP_LOADED] = "loaded",
	[DTAP_RUNNING] = "running",
	[DTAP_EXITING] = "exiting",
	[DTAP_STOPPED] = "stopped",
};

static int dtap_ctl_go(void)
{
	if (atomic_cmpxchg(&dtap_state, DTAP_LOADED, DTAP_RUNNING) != DTAP_LOADED)
		return -EBUSY;
	dtap_ctx_gates(true);
	/* an exit() while they opened (a probe is on from load, as kprobes
	 * are) may have closed some before others opened */
	if (atomic_read(&dtap_state) != DTAP_RUNNING)
		dtap_ctx_gates(false);
	dtap_fire_begin();
	if (atomic_read(&dtap_state) != DTAP_RUNNING)
		return 0;
	return dtap_enable_probes();
}

static int dtap_ctl_stop(void)
{
	int old = atomic_xchg(&dtap_state, DTAP_STOPPED);

	dtap_ctx_gates(false);
	if (old == DTAP_STOPPED || old == DTAP_LOADED)
		return 0;
	dtap_disable_probes();
	dtap_fire_end();
	return 0;
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

/* "target PID" before "go": the program's $target providers' names. */
static void dtap_name_target_prov(int pid)
{
	const struct dtap_prog_cfg *c = &dtap_prog_cfg;
	u32 i;

	for (i = 0; i < c->ntprovs; i++)
		dtap_name_target_buf(c->tprovs[i].buf, c->tprovs[i].size, pid);
	dtap_name_target_buf(c->target_prov.buf, c->target_prov.size, pid);
}

ssize_t dtap_ctl_write(struct file *file, const char __user *ubuf,
		       size_t count, loff_t *ppos)
{
	char cmd[32];
	size_t n = min(count, sizeof(cmd) - 1);
	u32 agg;
	int err;

	if (copy_from_user(cmd, ubuf, n))
		return -EFAULT;
	cmd[n] = '\0';
	mutex_lock(&dtap_ctl_lock);
	if (n >= sizeof(DTAP_UWT_CMD) - 1 && !strncmp(cmd, DTAP_UWT_CMD, sizeof(DTAP_UWT_CMD) - 1)) {
		err = dtap_uwt_load(ubuf + sizeof(DTAP_UWT_CMD) - 1,
				    count - (sizeof(DTAP_UWT_CMD) - 1));
		goto out;
	}
	strim(cmd);
	if (!strcmp(cmd, "go"))
		err = dtap_ctl_go();
	else if (!strcmp(cmd, "stop"))
		err = dtap_ctl_stop();
	else if (!strncmp(cmd, "target ", 7)) {	/* $target: the -c/-p process */
		err = kstrtoint(cmd + 7, 10, &dtap_target);
		if (!err && atomic_read(&dtap_state) == DTAP_LOADED)
			dtap_name_target_prov(dtap_target);
	}
	else if (!strncmp(cmd, "clear ", 6) && !kstrtou32(cmd + 6, 10, &agg))
		dtap_agg_clear(agg, false), err = 0;
	else if (!strncmp(cmd, "trunc ", 6) && !kstrtou32(cmd + 6, 10, &agg))
		dtap_agg_clear(agg, true), err = 0;
	else
		err = -EINVAL;
out:
	mutex_unlock(&dtap_ctl_lock);
	return err ? err : count;
}

static size_t dtap_ctl_format(char *buf, size_t size)
{
	int state = atomic_read(&dtap_state);
	unsigned int cpu;
	size_t len;

	len = scnprintf(buf, size,
			"state=%s exit=%lld begun=%d ended=%d errors=%lld cpus=%u"
			" fbt_missed=%llu specdrops=%lld specbusy=%lld specunavail=%lld\n",
			dtap_state_names[state],
			(long long)(s32)(u32)atomic64_read(&dtap_exit_word),
			dtap_begun, dtap_ended,
			(long long)atomic64_read(&dtap_errors),
			num_possible_cpus(), dtap_fbt_missed(),
			(long long)atomic64_read(&dtap_spec_drops),
			(long long)atomic64_read(&dtap_spec_busy),
			(long long)atomic64_read(&dtap_spec_unavail));
	for_each_possible_cpu(cpu) {
		struct dtap_cpu_counts c;

		dtap_cpu_counts(cpu, &c);
		len += scnprintf(buf + len, size - len,
				 "cpu=%u drops=%llu aggdrops=%llu reentrant=%llu "
				 "dyndrops=%llu\n",
				 cpu, READ_ONCE(dtap_rings[cpu].drops) +
				 READ_ONCE(dtap_rings[cpu].undelivered),
				 c.aggdrops, c.reentrant, c.dyndrops);
	}
	return len;
}

ssize_t dtap_ctl_read(struct file *file, char __user *ubuf,
		      size_t count, loff_t *ppos)
{
	/* the first line is under 256 bytes; a cpu line is under 160 even with
	 * every counter at 20 digits */
	size_t size = 256 + 160 * (size_t)num_possible_cpus();
	char *buf = kmalloc(size, GFP_KERNEL);
	ssize_t n;

	if (!buf)
		return -ENOMEM;
	n = simple_read_from_buffer(ubuf, count, ppos, buf,
				    dtap_ctl_format(buf, size));
	kfree(buf);
	return n;
}
