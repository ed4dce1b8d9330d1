// SPDX-License-Identifier: GPL-2.0
/*
 * privilege.c - what a module loaded for a non-root user may act on
 * (dtrace's dtrace_proc privilege).
 *
 * dtaprun, run setuid by a member of dtapusr, loads the module with the
 * parameters dtap_uid and dtap_gid, the user's ids (files.c makes them
 * the owner of the transport files).  Such a module's process-destructive
 * actions (raise(), stop(), copyout(), copyoutstr()) act only on a process
 * whose real, effective and saved ids are all the user's, as dtrace's
 * dtrace_priv_proc_common_user has it: a setuid program the user started
 * is not the user's.  On any other process they fault with "invalid user
 * access", nothing sent or written.  Its kernel-destructive actions
 * (chill(), panic()) dtaprun refuses to load for such a user; should such
 * a module be loaded by hand with the parameters, they fault here with
 * "invalid kernel access".  Root loads without the parameters: no limit.
 */

int dtap_uid = -1, dtap_gid = -1;	/* files.c reads them too */
module_param(dtap_uid, int, 0400);
MODULE_PARM_DESC(dtap_uid, "the loading user: owner of the transport files, the only "
		 "processes destructive actions may act on (default: root, no limit)");
module_param(dtap_gid, int, 0400);
MODULE_PARM_DESC(dtap_gid, "group of the transport files and of the processes "
		 "destructive actions may act on (default: the loader's)");

/* Loaded for a user other than root? */
static __maybe_unused bool dtap_restricted(void)
{
	return dtap_uid > 0;
}

/* May a process-destructive action act on the current process?  If not,
 * the clause faults with "invalid user access". */
static noinline __maybe_unused bool dtap_proc_allowed(struct dtap_ctx *ctx)
{
	const struct cred *c = current_cred();
	kuid_t u = make_kuid(&init_user_ns, dtap_uid);
	kgid_t g = make_kgid(&init_user_ns, dtap_gid);

	if (!dtap_restricted())
		return true;
	if (uid_eq(c->uid, u) && uid_eq(c->euid, u) && uid_eq(c->suid, u) &&
	    gid_eq(c->gid, g) && gid_eq(c->egid, g) && gid_eq(c->sgid, g))
		return true;
	dtap_fault(ctx, DTAP_FAULT_UPRIV, 0);
	return false;
}

/* May a kernel-destructive action run?  Only in a module root loaded. */
static noinline __maybe_unused bool dtap_kernel_allowed(struct dtap_ctx *ctx)
{
	if (!dtap_restricted())
		return true;
	dtap_fault(ctx, DTAP_FAULT_KPRIV, 0);
	return false;
}
