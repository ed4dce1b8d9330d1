// SPDX-License-Identifier: GPL-2.0
/*
 * probe_dtrace.c - the dtrace provider: BEGIN, END, ERROR.
 *
 * BEGIN and END have no kernel event: they fire in process context, from
 * the write of "go" / "stop" to `ctl`, on the writer's current CPU with
 * interrupts off (dtap_fire), like any other probe.  ERROR fires from
 * dtap_error() inside the faulting probe's context.
 */

void dtap_fire_begin(void)
{
	dtap_fire(&dtap_probe_begin);
	dtap_begun = true;
}

void dtap_fire_end(void)
{
	dtap_fire(&dtap_probe_end);
	dtap_ended = true;
}
