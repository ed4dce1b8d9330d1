// SPDX-License-Identifier: GPL-2.0
/*
 * dtap_module.c - second half of the runtime, included at the end of the
 * generated module C (see dtap_runtime.h): the parts that refer to the
 * program's probe tables, and module load/unload.
 *
 * Load allocates everything probes will use and creates the transport
 * files but starts no probe ("go" does).  Unload stops every probe, waits
 * for running handlers, removes the files (which waits for readers) and
 * frees everything.
 */
#include <linux/namei.h>

#include "probe_dtrace.c"
#include "probe_profile.c"
#include "probe_fbt.c"
#include "probe_syscall.c"
#include "probe_tp.c"
#include "probe_uprobe.c"
#include "ctl.c"
#include "files.c"

static void dtap_free_all(void)
{
	dtap_timers_free(DTAP_NTIMERS);
	dtap_fbt_free();
	dtap_ups_free();
	dtap_uwt_free();
	dtap_aggs_free();
	dtap_dyn_free();
	dtap_specs_free();
	dtap_rings_free();
	dtap_ctx_free();
}

static int __init dtap_init(void)
{
	int err;

	dtap_memory_init();
	dtap_sigwork_init();
	err = dtap_ctx_alloc();
	if (!err)
		err = dtap_rings_alloc();
	if (!err)
		err = dtap_aggs_alloc();
	if (!err)
		err = dtap_dyn_alloc();
	if (!err)
		err = dtap_specs_alloc();
	if (!err)
		err = dtap_timers_alloc(DTAP_TIMER_TABLE, DTAP_NTIMERS);
	if (!err)
		err = dtap_fbt_alloc();
	if (!err)
		err = dtap_syscalls_alloc();
	if (!err)
		err = dtap_tps_alloc();
	if (!err)
		err = dtap_ups_alloc();
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
	dtap_disable_probes();
	mutex_unlock(&dtap_ctl_lock);
	dtap_free_all();
}

module_init(dtap_init);
module_exit(dtap_cleanup);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("dtap: D program " DTAP_MODNAME);
