// SPDX-License-Identifier: GPL-2.0
/*
 * load.c - module load and unload.  Part of the shared object
 * (dtap_shared.c): what a program's probes need beyond the per-CPU
 * contexts, rings and aggregations is allocated by the module's own
 * object (dtap_prog_alloc, dtap_module.c).
 *
 * Load allocates everything probes will use and creates the transport
 * files but starts no probe ("go" does).  Unload stops every probe, waits
 * for running handlers, removes the files (which waits for readers) and
 * frees everything.
 */

static void dtap_ctx_free(void)
{
	unsigned int cpu;

	if (!dtap_ctxs)
		return;
	for_each_possible_cpu(cpu) {
		per_cpu(dtap_ctx_this, cpu) = NULL;
		vfree(dtap_ctxs[cpu]);
	}
	kfree(dtap_ctxs);
	dtap_ctxs = NULL;
}

static int dtap_ctx_alloc(void)
{
	unsigned int cpu;

	dtap_ctxs = kcalloc(nr_cpu_ids, sizeof(*dtap_ctxs), GFP_KERNEL);
	if (!dtap_ctxs)
		return -ENOMEM;
	for_each_possible_cpu(cpu) {
		dtap_ctxs[cpu] = dtap_vzalloc(dtap_prog_cfg.ctx_size);
		if (!dtap_ctxs[cpu]) {
			dtap_ctx_free();
			return -ENOMEM;
		}
		per_cpu(dtap_ctx_this, cpu) = dtap_ctxs[cpu];
	}
	return 0;
}

static void dtap_rings_free(void)
{
	unsigned int cpu;

	if (!dtap_rings)
		return;
	for_each_possible_cpu(cpu)
		vfree(dtap_rings[cpu].data);
	kfree(dtap_rings);
	dtap_rings = NULL;
}

static int dtap_rings_alloc(void)
{
	unsigned int cpu;

	dtap_ring_size = roundup_pow_of_two(max_t(u64, dtap_prog_cfg.bufsize, PAGE_SIZE));
	dtap_rings = kcalloc(nr_cpu_ids, sizeof(*dtap_rings), GFP_KERNEL);
	if (!dtap_rings)
		return -ENOMEM;
	for_each_possible_cpu(cpu) {
		dtap_rings[cpu].data = dtap_vzalloc(dtap_ring_size);
		if (!dtap_rings[cpu].data) {
			dtap_rings_free();
			return -ENOMEM;
		}
	}
	return 0;
}

static void dtap_aggs_free(void)
{
	unsigned int cpu;
	u32 a;

	if (!dtap_agg_tabs)
		return;
	for (a = 0; a < dtap_prog_cfg.naggs; a++)
		for_each_possible_cpu(cpu)
			vfree(*dtap_agg_tab(a, cpu));
	kfree(dtap_agg_tabs);
	dtap_agg_tabs = NULL;
}

static int dtap_aggs_alloc(void)
{
	unsigned int cpu;
	u32 a;

	dtap_agg_tabs = kcalloc(max_t(u32, dtap_prog_cfg.naggs, 1) * nr_cpu_ids,
				sizeof(*dtap_agg_tabs), GFP_KERNEL);
	if (!dtap_agg_tabs)
		return -ENOMEM;
	for (a = 0; a < dtap_prog_cfg.naggs; a++) {
		dtap_agg_stamp[a] = 1;
		dtap_agg_hide[a] = 0;
		for_each_possible_cpu(cpu) {
			u8 *t = dtap_vzalloc((size_t)dtap_prog_cfg.agg_nents[a] * dtap_agg_entry_size(dtap_prog_cfg.agg_keysize[a], dtap_prog_cfg.agg_nvals[a]));

			if (!t) {
				dtap_aggs_free();
				return -ENOMEM;
			}
			*dtap_agg_tab(a, cpu) = t;
			dtap_ctx_set_aggtab(cpu, a, t);
		}
	}
	return 0;
}

static void dtap_free_all(void)
{
	dtap_prog_free();
	dtap_aggs_free();
	dtap_rings_free();
	dtap_ctx_free();
}

static int __init dtap_init(void)
{
	int err;

	err = dtap_ctx_alloc();
	if (!err)
		err = dtap_rings_alloc();
	if (!err)
		err = dtap_aggs_alloc();
	if (!err)
		err = dtap_prog_alloc();
	if (!err)
		err = dtap_files_create();
	if (err) {
		dtap_files_remove();
		dtap_free_all();
	}
	return err;
}

/*
 * The files go first: removing them waits for every read/write in
 * progress and refuses new ones (procfs files pin no module reference, so
 * a "go" may still be running here), and only then are probes stopped,
 * so no "go" can start timers after they were cancelled.
 */
static void __exit dtap_cleanup(void)
{
	dtap_files_remove();
	mutex_lock(&dtap_ctl_lock);
	atomic_set(&dtap_state, DTAP_STOPPED);
	dtap_ctx_gates(false);
	dtap_disable_probes();
	mutex_unlock(&dtap_ctl_lock);
	dtap_free_all();
}

module_init(dtap_init);
module_exit(dtap_cleanup);
