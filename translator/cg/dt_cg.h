/*
 * dt_cg.h - pass 3, code generation: the program becomes the C source of
 * one kernel module (with runtime/) and the metadata dtapio reads.  It
 * reads what pass 2 recorded on the program and its nodes.
 *
 *   dt_cg.c          the module's layout: configuration, variables, handlers, probes
 *   dt_cg_fbt.c      the fbt probes' tables: per probe, or compact for thousands
 *   dt_cg_stmt.c     one C function per clause; records and actions
 *   dt_cg_expr.c     expressions to straight-line C
 *   dt_cg_var.c      loads and stores of D variables
 *   dt_cg_ptr.c      loads through pointers, members, strings from kernel memory
 *   dt_cg_subr.c     calls of D's subroutines (their table: elab/dt_subr.c)
 *   dt_meta.c        the metadata text of runtime/dtap_wire.h
 *   dt_meta_ptype.c  the layout of the types print() prints, as metadata
 *
 * A clause is generated into two memory streams: the declarations of its
 * C temporaries and its body, which are joined when the clause is
 * complete, so the body can declare temporaries as it goes.
 */
#ifndef DT_CG_H
#define DT_CG_H

#include "elab/dt_elab.h"

/* Write the module's C source (including the metadata section). */
int dt_cg_program(FILE *out, const struct dt_program *p, const char *modname,
		  const char *kernel_release);
/* The metadata text of dtap_wire.h for P (dt_meta.c). */
void dt_meta_write(FILE *out, const struct dt_program *p, const char *modname,
		   const char *kernel_release);
/* Do P's aggregations and dynamic variables each have room for one
 * element in its aggsize and dynvarsize? (dtrace's EDT_BUFTOOSMALL) */
bool dt_cg_space_fits(const struct dt_program *p);

struct dt_cg {
	const struct dt_program *prog;
	FILE *decl;		/* declarations of the current clause */
	FILE *body;		/* statements of the current clause */
	char *decl_buf, *body_buf;
	size_t decl_len, body_len;
	int ntemps;
	int depth;		/* indentation: tabs after the first */
	bool fault_used;	/* the body jumps to its fault label */
	int action;		/* dtrace's action the body is in (0: predicate) */
	int nstr;		/* string slots (ctx->str) the clause used */
	bool dyn_write;		/* the address of a struct-typed dynamic
				 * variable is wanted for a store: create it */
	bool uargs_fault;	/* the clause's c->uargs_fault: argN is read
				 * with dtap_uarg(), which may fault */
	int clause;		/* index of the clause generated, -1: none */
	int npslots;		/* its updates by a key constant per probe so
				 * far (dt_cg_stmt.c, next_pslot) */
	bool outline;		/* a part of a long clause (dt_cg_stmt.c): call
				 * the runtime's out-of-line forms where it has
				 * them, small code rather than the fewest
				 * instructions per hit */
};

/* Emit one line of the body at the current depth (printf-like). */
void dt_cg_line(struct dt_cg *cg, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* A new C temporary of TYPE (int types; NULL: const char *), declared
 * at the top of the clause.  Returns its name. */
const char *dt_cg_temp(struct dt_cg *cg, const struct dt_type *type);
/* The C type for a D integer type: s8 ... u64. */
const char *dt_cg_ctype(const struct dt_type *t);
/* Jump to the clause's end when the last operation faulted, naming the
 * action (cg->action) the fault is in. */
void dt_cg_fault_check(struct dt_cg *cg);
/* The type C computes A op B in (promotions + usual conversions). */
const struct dt_type *dt_cg_arith_type(const struct dt_type *a, const struct dt_type *b);
/* Generate code for expression N; returns a C expression of its value:
 * of C type dt_cg_ctype(N->type) for integers, const char * for strings.
 * The returned text has no side effects and may be used once or more. */
const char *dt_cg_expr(struct dt_cg *cg, const struct dt_node *n);
/* Variables (dt_cg_var.c): an lvalue with its keys evaluated once. */
struct dt_cg_lval {
	const struct dt_ident *id;
	const char *keys[8];
	bool key_ready;		/* ctx->dkey holds its key (a load just built it) */
	bool src_user;		/* a struct stored by value is read from the
				 * traced process's memory (dt_cg_in_umem) */
};
void dt_cg_lval_prepare(struct dt_cg *cg, const struct dt_node *n, struct dt_cg_lval *lv);
/* KEEP_KEY: a store of the same lvalue follows with no variable access in
 * between (read-modify-write), so it reuses the key. */
const char *dt_cg_lval_load(struct dt_cg *cg, struct dt_cg_lval *lv, bool keep_key);
/* Store VALUE; FREE_STRING: a string variable assigned 0 goes away.
 * Returns the assignment's value. */
const char *dt_cg_lval_store(struct dt_cg *cg, struct dt_cg_lval *lv, const char *value,
			     bool free_string);
void dt_cg_dyn_config(FILE *out, const struct dt_program *p);
/* Bytes of one element of the dynamic variable space. */
uint64_t dt_cg_dyn_esize(const struct dt_program *p);
/* A subroutine call (dt_cg_subr.c), like dt_cg_expr. */
const char *dt_cg_subr(struct dt_cg *cg, const struct dt_node *n);
/* The C string literal for S (LEN bytes), with C escapes. */
char *dt_cg_cstring(const char *s, size_t len);
/* dt_cg_ptr.c: memory reads (ND_MEMBER, pointer ND_INDEX, unary *),
 * unary &, pointer + - (NULL: N is no pointer arithmetic), stringof; and
 * the string slots clause C needs (DTAP_NSTR is the largest). */
const char *dt_cg_access(struct dt_cg *cg, const struct dt_node *n);
const char *dt_cg_addrof(struct dt_cg *cg, const struct dt_node *n);
/* The address (u64) of member/element/deref N; the value of type T at
 * ADDR (M: the member, for bit-fields); a store there (struct variables). */
const char *dt_cg_address(struct dt_cg *cg, const struct dt_node *n);
/* Is the memory N stands for (an aggregate's address, a user pointer's
 * pointee) the traced process's (pass 2's umem, dt_type.user)? */
bool dt_cg_in_umem(const struct dt_node *n);
const char *dt_cg_load_at(struct dt_cg *cg, const struct dt_type *t, const char *addr,
			  const struct dt_member *m);
void dt_cg_store_at(struct dt_cg *cg, const struct dt_type *t, const char *addr,
		    const struct dt_member *m, const char *value);
void dt_cg_store_checked(struct dt_cg *cg, const struct dt_type *t, const char *addr,
			 const struct dt_member *m, const char *value, const char *obj,
			 uint64_t len);
void dt_cg_store_ok_fn(FILE *out, const struct dt_program *p);
const char *dt_cg_ptr_arith(struct dt_cg *cg, const struct dt_node *n);
const char *dt_cg_stringof(struct dt_cg *cg, const struct dt_node *n);
int dt_cg_clause_nstr(const struct dt_clause *c);
/* Bytes a data item of TYPE takes in a record (at most). */
int dt_cg_item_size(const struct dt_program *p, const struct dt_type *t);
/* The name of the (always inline) handler of probe PROBE_ID, shared by
 * the probes that run the same clauses, and the fields of its struct
 * dtap_probe initializer: for providers' cg_probes(). */
const char *dt_cg_handler(int probe_id);
int dt_cg_handler_index(int probe_id);	/* N of dtap_handler_N */
int dt_cg_epids_at(int probe_id);	/* its epids: dtap_epids + this */
/* A probe's name field's length as a string value: at most strsize. */
size_t dt_cg_field_len(const struct dt_program *p, const char *s);
bool dt_cg_is_fbt(const struct dt_probe *pr);
int dt_cg_count_probes(const struct dt_program *p, bool (*is)(const struct dt_probe *));
/* dt_cg_fbt.c: does P take the compact form (thousands of fbt probes)?
 * Its tables, before the runtime's second half; its kprobe handlers after. */
bool dt_cg_fbt_wide(const struct dt_program *p);
void dt_cg_fbt_probes(FILE *out, const struct dt_program *p);
void dt_cg_fbt_handlers(FILE *out, const struct dt_program *p);
/* The call that runs clause C as epid EPID (a C expression), indented;
 * FIRST: the first of its handler; RUNNING: no probe running it is END
 * or ERROR (runtime/fire.c). */
void dt_cg_run_clause(FILE *out, const char *indent, const char *epid,
		      const struct dt_clause *c, bool first, bool running);
void dt_cg_probe_fields(FILE *out, const struct dt_program *p, int id, const char *prov,
			const char *mod, const char *func, const char *name);
int dt_cg_memitem_size(const struct dt_node *call);
/* Generate the C function of clause C (dtap_clause_N). */
void dt_cg_clause(FILE *out, const struct dt_program *p, const struct dt_clause *c);
/* Do P's records start with their time (-x oformat=json: JSON's
 * "timestamp"; dtap_wire.h, "option rectime")? */
static inline bool dt_cg_rec_time(const struct dt_program *p)
{
	return p->opts.oformat == 1;
}
/* Largest record clause C writes, in bytes (header and time included). */
int dt_cg_clause_recsize(const struct dt_program *p, const struct dt_clause *c);
/* Is statement S a data action (it records data: printf trace exit printa)? */
bool dt_cg_is_data_action(const struct dt_node *s);
/* Does clause C write a record (it has data actions, or no statements)? */
bool dt_cg_clause_records(const struct dt_clause *c);
/* Does clause C call exit()? */
bool dt_cg_clause_exits(const struct dt_clause *c);
/* Choose the fast paths of P's aggregation updates (runtime/agg.c): the
 * slots of those by keys constant per probe (their entries kept per CPU,
 * pslot), the aggregations counted by execname alone.  Returns how many
 * slots: DTAP_NPSLOTS. */
int dt_cg_agg_plan(const struct dt_program *p);
/* What dtap_run_clause() must handle for C: "DTAP_CL_RECORDS | ..." or "0". */
const char *dt_cg_clause_flags(const struct dt_clause *c);
/* Clause C's share of a function's code, in statements: at least 1, at
 * most a part's (a longer clause calls its parts: dt_cg_stmt.c). */
int dt_cg_clause_weight(const struct dt_clause *c);

#endif /* DT_CG_H */
