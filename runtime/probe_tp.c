// SPDX-License-Identifier: GPL-2.0
/*
 * probe_tp.c - the tracepoint provider (sdt:::NAME): one generated
 * callback per probe (dtap_tps[], see translator/providers/dt_prov_sdt.c),
 * registered on the kernel's tracepoint of that name, found with
 * for_each_kernel_tracepoint() at load (tracepoints are not exported to
 * modules by name).  "go" registers, "stop" unregisters and waits for
 * running callbacks, as for the syscall provider.  Tracepoint callbacks
 * run with preemption off, which a dtap handler needs (fire.c).
 */
#if DTAP_NTPS > 0
#include <linux/tracepoint.h>

static void dtap_tp_find(struct tracepoint *tp, void *priv)
{
	u32 i;

	for (i = 0; i < DTAP_NTPS; i++)
		if (!dtap_tps[i].tp && !strcmp(tp->name, dtap_tps[i].name))
			dtap_tps[i].tp = tp;
}

static int dtap_tps_alloc(void)
{
	u32 i;

	for_each_kernel_tracepoint(dtap_tp_find, NULL);
	for (i = 0; i < DTAP_NTPS; i++) {
		if (!dtap_tps[i].tp) {
			pr_err("dtap: kernel tracepoint %s not found\n", dtap_tps[i].name);
			return -ENOENT;
		}
#if DTAP_STACKDEPTH > 0
		dtap_note_tp_iter((unsigned long)dtap_tps[i].tp->iterator);
#endif
	}
	return 0;
}

static void dtap_tps_stop(void)
{
	bool any = false;
	u32 i;

	for (i = 0; i < DTAP_NTPS; i++) {
		if (!dtap_tps[i].registered)
			continue;
		tracepoint_probe_unregister(dtap_tps[i].tp, dtap_tps[i].probe, NULL);
		dtap_tps[i].registered = false;
		any = true;
	}
	if (any)
		tracepoint_synchronize_unregister();
}

static int dtap_tps_start(void)
{
	u32 i;
	int err;

	for (i = 0; i < DTAP_NTPS; i++) {
		err = tracepoint_probe_register(dtap_tps[i].tp, dtap_tps[i].probe, NULL);
		if (err) {
			pr_err("dtap: cannot attach to tracepoint %s: %d\n",
			       dtap_tps[i].name, err);
			dtap_tps_stop();
			return err;
		}
		dtap_tps[i].registered = true;
	}
	return 0;
}
#else
static int dtap_tps_alloc(void) { return 0; }
static int dtap_tps_start(void) { return 0; }
static void dtap_tps_stop(void) { }
#endif /* DTAP_NTPS > 0 */
