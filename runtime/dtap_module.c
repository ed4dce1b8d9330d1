// SPDX-License-Identifier: GPL-2.0
/*
 * dtap_module.c - second half of the runtime, included at the end of the
 * generated module C (see dtap_runtime.h): the parts that refer to the
 * program's probe tables, what the shared object needs to know of the
 * program (dtap_prog_cfg), and the program's part of module load and
 * unload (load.c in the shared object runs them).
 */
#include "probe_dtrace.c"
#include "probe_profile.c"
#include "probe_fbt.c"
#include "probe_syscall.c"
#include "probe_tp.c"
#include "probe_uprobe.c"
#include "probes.c"

/* What the shared object (dtap_shared.c) needs to know of this program. */
const struct dtap_prog_cfg dtap_prog_cfg = {
	.modname = DTAP_MODNAME,
	.bufpolicy = DTAP_BUFPOLICY,
	.procfs = DTAP_PROCFS,
	.naggs = DTAP_NAGGS,
	.agg_keysize = dtap_agg_keysize,
	.agg_nvals = dtap_agg_nvals,
	.agg_nents = dtap_agg_nents,
	.bufsize = DTAP_BUFSIZE,
	.ctx_size = sizeof(struct dtap_ctx),
	.timer_probes = DTAP_TIMER_TABLE,
	.ntimers = DTAP_NTIMERS,
	.timer_fn = DTAP_TIMER_FN,
	.target_prov = { dtap_target_prov, sizeof(dtap_target_prov) },
#if DTAP_NTPROVS > 0
	.tprovs = dtap_tprovs,
#endif
	.ntprovs = DTAP_NTPROVS,
};

/* Load (load.c, after the context, rings and aggregations): everything
 * else the program's probes use. */
int dtap_prog_alloc(void)
{
	int err;

	dtap_memory_init();
	dtap_sigwork_init();
	dtap_agg_pslots_init();
	dtap_ctx_gates(false);	/* until "go" */
	err = dtap_dyn_alloc();
	if (!err)
		err = dtap_specs_alloc();
	if (!err)
		err = dtap_timers_alloc();
	if (!err)
		err = dtap_fbt_alloc();
	if (!err)
		err = dtap_syscalls_alloc();
	if (!err)
		err = dtap_tps_alloc();
	if (!err)
		err = dtap_ups_alloc();
	return err;
}

/* Unload, or a failed load: free what dtap_prog_alloc() allocated (each
 * part knows whether it was). */
void dtap_prog_free(void)
{
	dtap_timers_free();
	dtap_fbt_free();
	dtap_ups_free();
	dtap_uwt_free();
	dtap_dyn_free();
	dtap_specs_free();
}

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("dtap: D program " DTAP_MODNAME);
