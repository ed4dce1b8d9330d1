/*
 * dt_subr.c - D's subroutines that compute a value from strings and
 * integers (strlen strjoin substr index ... htonl rand): one table gives
 * each its prototype for pass 2 and its runtime helper for pass 3
 * (runtime/strings.c holds the helpers; cg/dt_cg_subr.c emits the calls).
 *
 * A string result is written to a scratch string of the per-CPU context:
 * pass 3 gives every call site of a clause its own slot (cg->nstr, shared
 * with stringof), so a result stays valid while the clause runs and
 * nothing is allocated in probe context; the module has as many slots as
 * its busiest clause (dt_cg_clause_nstr counts them).
 */
#include <string.h>

#include "elab/dt_elab.h"

static const struct dt_subr subrs[] = {
	{ "strlen", "size_t", "s", 1, "dtap_strlen", "size_t (const char *)", false, 0 },
	{ "strjoin", "s", "ss", 2, "dtap_strjoin", "string (const char *, const char *)", false, 0 },
	{ "substr", "s", "sii", 2, "dtap_substr", "string (const char *, int, [int])", false, 0 },
	{ "index", "int", "ssi", 2, "dtap_index", "int (const char *, const char *, [int])", false, 0 },
	{ "rindex", "int", "ssi", 2, "dtap_rindex", "int (const char *, const char *, [int])", false, 0 },
	{ "strchr", "s", "si", 2, "dtap_strchr", "string (const char *, char)", false, 0 },
	{ "strrchr", "s", "si", 2, "dtap_strrchr", "string (const char *, char)", false, 0 },
	{ "strstr", "s", "ss", 2, "dtap_strstr", "string (const char *, const char *)", false, 0 },
	{ "strtok", "s", "Ss", 2, "dtap_strtok", "string (const char *, const char *)", false, 0 },
	{ "toupper", "s", "s", 1, "dtap_toupper", "string (const char *)", false, 0 },
	{ "tolower", "s", "s", 1, "dtap_tolower", "string (const char *)", false, 0 },
	{ "basename", "s", "s", 1, "dtap_basename", "string (const char *)", false, 0 },
	{ "dirname", "s", "s", 1, "dtap_dirname", "string (const char *)", false, 0 },
	{ "cleanpath", "s", "s", 1, "dtap_cleanpath", "string (const char *)", false, 0 },
	{ "lltostr", "s", "ii", 1, "dtap_lltostr", "string (int64_t, [int])", true, 0 },
	{ "strtoll", "int64_t", "si", 1, "dtap_strtoll", "int64_t (const char *, [int])", false, 0 },
	{ "htons", "uint16_t", "i", 1, "dtap_bswap16", "uint16_t (uint16_t)", false, 0 },
	{ "ntohs", "uint16_t", "i", 1, "dtap_bswap16", "uint16_t (uint16_t)", false, 0 },
	{ "htonl", "uint32_t", "i", 1, "dtap_bswap32", "uint32_t (uint32_t)", false, 0 },
	{ "ntohl", "uint32_t", "i", 1, "dtap_bswap32", "uint32_t (uint32_t)", false, 0 },
	{ "htonll", "uint64_t", "i", 1, "dtap_bswap64", "uint64_t (uint64_t)", false, 0 },
	{ "ntohll", "uint64_t", "i", 1, "dtap_bswap64", "uint64_t (uint64_t)", false, 0 },
	{ "getmajor", "uint32_t", "i", 1, "dtap_getmajor", "major_t (dev_t)", false, 0 },
	{ "getminor", "uint32_t", "i", 1, "dtap_getminor", "minor_t (dev_t)", false, 0 },
	{ "rand", "int", "", 0, "dtap_rand", "int (void)", false, 0 },
	{ "random", "uint64_t", "", 0, "dtap_random", "uint64_t (void)", false, 0 },
	{ "getf", "struct file *", "i", 1, "dtap_getf", "file_t *(int)", false, 0 },
	{ "json", "s", "ss", 2, "dtap_json", "string (const char *, const char *)", false, 0 },
	{ "memstr", "s", "pii", 3, "dtap_memstr", "string (void *, char, size_t)", true, 0 },
	{ "uuidstr", "s", "p", 1, "dtap_uuidstr", "string (uint8_t *)", true, 0 },
	/* uregs[i]: dt_elab_expr.c makes it this call */
	{ "dtap_uregs", "uint64_t", "i", 1, "dtap_uregs", "uint64_t (int)", true, 0 },
	{ "progenyof", "int", "i", 1, "dtap_progenyof", "int (pid_t)", false, 0 },
	/* tapsets/cpu.d's cpuinfo_t: not dtrace's */
	{ "dtap_cpu_chip", "int", "i", 1, "dtap_cpu_chip", "chipid_t (processorid_t)", false, 0 },
	{ "dtap_cpu_lgrp", "int", "i", 1, "dtap_cpu_lgrp", "lgrp_id_t (processorid_t)", false, 0 },
	{ "copyinstr", "s", "Ui", 1, "dtap_copyinstr", "string (uintptr_t, [size_t])", true, 0 },
	{ "copyin", "void *", "Ui", 2, "dtap_copyin", "void *(uintptr_t, size_t)", true, 0 },
	/* tapsets/psinfo.d's pr_psargs: not dtrace's */
	/* tapsets/io.d's fileinfo_t paths: not dtrace's (its d_path( )); the
	 * last three are struct mount's offsets of mnt, mnt_parent and
	 * mnt_mountpoint (fs/mount.h is not in the kernel headers) */
	{ "dtap_d_path", "s", "ppiii", 5, "dtap_d_path",
	  "string (struct vfsmount *, struct dentry *, size_t, size_t, size_t)", true, 0 },
	{ "dtap_psargs", "s", "Ui", 2, "dtap_psargs", "string (uintptr_t, uintptr_t)", true, 0 },
	{ "copyinto", "void", "Uip", 3, "dtap_copyinto", "void (uintptr_t, size_t, void *)",
	  true, 0 },
	{ "alloca", "void *", "i", 1, "dtap_alloca", "void *(size_t)", true, 0 },
	{ "memref", "uintptr_t *", "pi", 2, "dtap_memref", "uintptr_t *(void *, size_t)", true, 0 },
	{ "bcopy", "void", "ppi", 3, "dtap_bcopy", "void (void *, void *, size_t)", true, 0 },
	{ "inet_ntoa", "s", "p", 1, "dtap_inet_ntoa", "string (ipaddr_t *)", true, 0 },
	{ "inet_ntoa6", "s", "p", 1, "dtap_inet_ntoa6", "string (in6_addr_t *)", true, 0 },
	{ "inet_ntop", "s", "ip", 2, "dtap_inet_ntop", "string (int, void *)", true, 0 },
	{ "link_ntop", "s", "ip", 2, "dtap_link_ntop", "string (int, void *)", true, 0 },
	{ "mutex_owned", "int", "p", 1, "dtap_mutex_owned", "int (struct mutex *)", true, 'm' },
	{ "mutex_owner", "struct task_struct *", "p", 1, "dtap_mutex_owner",
	  "struct task_struct *(struct mutex *)", true, 'm' },
	{ "mutex_type_adaptive", "int", "p", 1, "dtap_mutex_type_adaptive",
	  "int (struct mutex *)", true, 'm' },
	{ "mutex_type_spin", "int", "p", 1, "dtap_mutex_type_spin", "int (struct mutex *)", true,
	  'm' },
	{ "rw_read_held", "int", "p", 1, "dtap_rw_read_held", "int (rwlock_t *)", true, 'r' },
	{ "rw_write_held", "int", "p", 1, "dtap_rw_write_held", "int (rwlock_t *)", true, 'r' },
	{ "rw_iswriter", "int", "p", 1, "dtap_rw_iswriter", "int (rwlock_t *)", true, 'r' },
};

static const struct dt_subr *find(const char *name)
{
	for (size_t i = 0; i < sizeof(subrs) / sizeof(subrs[0]); i++)
		if (!strcmp(subrs[i].name, name))
			return &subrs[i];
	return NULL;
}

bool dt_subr_exists(const char *name)
{
	return find(name) != NULL;
}

bool dt_proto_len_ok(const struct dt_node *call, int argc, int min, int max)
{
	const char *bound = "";
	int want = max;

	if (argc >= min && argc <= max)
		return true;
	if (min != max) {
		bound = argc < min ? "at least " : "at most ";
		want = argc < min ? min : max;
	}
	dt_error(D_PROTO_LEN, &call->loc, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
		 call->name, argc, argc == 1 ? "" : "s", bound, want);
	return false;
}

/* The type of parameter I in PROTO ("string (const char *, int, [int])"):
 * dtrace's D_PROTO_ARG shows the parameter the argument missed, not the
 * whole prototype. */
static const char *proto_param(const char *proto, int i, char *buf, size_t size)
{
	const char *p = strchr(proto, '('), *end;
	size_t len;

	for (p = p ? p + 1 : proto; i > 0 && p; i--)
		p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL;
	if (!p)
		return proto;
	p += strspn(p, " [");
	end = p + strcspn(p, ",])");
	len = (size_t)(end - p) < size - 1 ? (size_t)(end - p) : size - 1;
	memcpy(buf, p, len);
	buf[len] = '\0';
	return buf;
}

/* A lock subroutine's argument (struct mutex *, rwlock_t *): dtrace's
 * prototypes take a pointer (dt_open.c), against which an integer is
 * D_PROTO_ARG but the constant 0 (dt_parser.c, dt_node_is_ptrcompat()).
 * The pointer's own type is not checked: dtap reads a struct rw_semaphore
 * * as one, and any other pointer as a rwlock_t (lockstat's rw-spin gives
 * its struct qrwlock *). */
static bool lock_arg_ok(const struct dt_node *a)
{
	enum dt_type_kind k = dt_type_resolve(a->type)->kind;

	return (a->kind == ND_INT && a->ival == 0) || k == TY_PTR || k == TY_ARRAY;
}

/* Pass 2: check and type the call N of a subroutine (its arguments
 * first); string results get the clause's next scratch slot. */
void dt_elab_subr(struct dt_program *prog, struct dt_node *n)
{
	const struct dt_subr *sr = find(n->name);
	int argc = 0, i = 0;
	struct dt_node *a;

	for (a = n->args; a; a = a->next) {
		argc++;
		dt_elab_expr(prog, a);
		if (!a->type)
			return;
	}
	if (!dt_proto_len_ok(n, argc, sr->min, (int)strlen(sr->args)))
		return;
	for (a = n->args; a; a = a->next, i++) {
		bool want_str = sr->args[i] == 's' || sr->args[i] == 'S';
		bool bad;

		if (sr->args[i] == 'S' && a->kind == ND_INT && a->ival == 0)
			continue;	/* NULL */
		/* a char * or char array where a string is wanted is read as
		 * one: dtrace checks arguments with dt_node_is_argcompat(),
		 * to which every two of them are compatible (dt_parser.c:
		 * "string types are compatible", dt_node_is_strcompat()) */
		if (want_str && a->type->kind != TY_STRING && dt_type_is_charseq(a->type))
			dt_elab_to_string(a);
		bad = want_str != (a->type->kind == TY_STRING) || a->type->kind == TY_VOID;
		if (strchr("iU", sr->args[i]))	/* integers (and addresses as such) */
			bad = bad || !dt_type_is_scalar(a->type);
		/* an address: a pointer, array or integer; a string too where
		 * the parameter is a void *, the address of its chars (dtrace's
		 * dt_node_is_ptrcompat() sees an array of char, compatible
		 * with void * only: bcopy("abc", p, 4), not inet_ntoa("x")) */
		if (sr->args[i] == 'p') {
			char pt[64];

			bad = !dt_type_is_scalar(a->type) && dt_type_resolve(a->type)->kind != TY_ARRAY &&
			      !(dt_type_is_string(a->type) &&
				!strcmp(proto_param(sr->proto, i, pt, sizeof(pt)), "void *"));
			bad = bad || (sr->lock && !lock_arg_ok(a));
		}
		if (bad) {
			char want[64];

			dt_error(D_PROTO_ARG, dt_node_start(a), "%s( ) argument #%d is incompatible "
				 "with prototype:\n\tprototype: %s\n\t argument: %s", sr->name,
				 i + 1, proto_param(sr->proto, i, want, sizeof(want)), a->type->name);
			return;
		}
	}
	/* a constant size no clause's scratch space can hold: dtrace-utils'
	 * compile-time check (a computed one faults at run time) */
	if (!strcmp(sr->name, "alloca") && n->args->kind == ND_INT &&
	    n->args->ival > prog->opts.scratchsize) {
		dt_error(D_ALLOCA_SIZE, dt_node_start(n->args), "alloca( ) size %llu exceeds the "
			 "scratch space of %llu bytes (scratchsize)",
			 (unsigned long long)n->args->ival,
			 (unsigned long long)prog->opts.scratchsize);
		return;
	}
	n->type = !strcmp(sr->ret, "s") ? &dt_ty_string : dt_type_by_name(sr->ret);
	if (!n->type)	/* "struct task_struct *" without the kernel's types */
		n->type = dt_type_by_name("void *");
	n->subr = sr;	/* what pass 3 calls */
}

static bool uses_scratch(const struct dt_node *n)
{
	static const char *const names[] = { "alloca", "copyin", "copyinto", "bcopy", "memref" };

	for (; n; n = n->next) {
		for (size_t i = 0; n->kind == ND_CALL && n->name && i < sizeof(names) / sizeof(names[0]); i++)
			if (!strcmp(n->name, names[i]))
				return true;
		if (uses_scratch(n->lhs) || uses_scratch(n->rhs) || uses_scratch(n->cond) ||
		    uses_scratch(n->args))
			return true;
	}
	return false;
}

bool dt_subr_uses_scratch(const struct dt_clause *c)
{
	return uses_scratch(c->pred) || uses_scratch(c->stmts);
}
