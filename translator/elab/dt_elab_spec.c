/*
 * dt_elab_spec.c - pass 2: speculations.  speculation() is a value (an
 * int id, 0 when no buffer is free); speculate(id), commit(id) and
 * discard(id) are actions taking one.  Within a clause DTrace orders
 * them (libdtrace's dt_cc.c), and so does dtap, with the same tags:
 * speculate() comes first and once, before any data-recording action,
 * and nothing that cannot be undone (aggregations, exit, destructive
 * actions) may follow it; commit() may not follow data-recording
 * actions, and neither those nor aggregations may follow it.
 */
#include <string.h>

#include "elab/dt_elab.h"

bool dt_is_spec_action(const char *name)
{
	return !strcmp(name, "speculate") || !strcmp(name, "commit") ||
	       !strcmp(name, "discard");
}

/* speculate(id) commit(id) discard(id): one integer argument. */
void dt_elab_spec_action(struct dt_program *prog, struct dt_node *call)
{
	int n = 0;

	for (struct dt_node *a = call->args; a; a = a->next)
		n++;
	call->type = &dt_ty_void;
	if (!dt_proto_len_ok(call, n, 1, 1))
		return;
	dt_elab_expr(prog, call->args);
	if (call->args->type && call->args->type->kind != TY_INT)
		dt_error(D_PROTO_ARG, dt_node_start(call->args), "%s( ) argument #1 is "
			 "incompatible with prototype:\n\tprototype: int\n\t argument: %s",
			 call->name, call->args->type->name);
}

static const char *call_name(const struct dt_node *s)
{
	if (s->kind == ND_AGG_STMT)
		return "@";
	if (s->kind == ND_EXPR_STMT && s->lhs->kind == ND_CALL)
		return s->lhs->name;
	return NULL;
}

static bool records_data(const char *name)
{
	static const char *const names[] = { "printf", "trace", "printa", "tracemem", "printm",
					     "print", "stack", "ustack", NULL };

	for (int i = 0; name && names[i]; i++)
		if (!strcmp(name, names[i]))
			return true;
	return false;
}

/* The order of speculate(), commit() and the other actions in clause C. */
void dt_elab_spec_order(const struct dt_clause *c)
{
	const struct dt_node *spec = NULL, *comm = NULL;
	bool drec = false;

	for (const struct dt_node *s = c->stmts; s; s = s->next) {
		const char *n = call_name(s);
		const struct dt_loc *loc = s->kind == ND_AGG_STMT ? &s->lhs->loc :
					   n ? &s->lhs->loc : NULL;

		if (!n)
			continue;
		if (!strcmp(n, "speculate")) {
			if (spec)
				dt_error(D_SPEC_SPEC, loc, "speculate( ) may not follow "
					 "speculate( )");	/* dt_cg.c, dt_cg_clsflags */
			else if (comm)
				dt_error(D_SPEC_COMM, loc, "speculate( ) may not follow commit( )");
			else if (drec)
				dt_error(D_SPEC_DREC, loc, "speculate( ) may not follow "
					 "data-recording action(s)");
			spec = s;
		} else if (!strcmp(n, "commit")) {
			if (drec)
				dt_error(D_COMM_DREC, loc, "commit( ) may not follow "
					 "data-recording action(s)");
			comm = s;
		} else if (!strcmp(n, "@") && spec) {
			dt_error(D_AGG_SPEC, loc, "aggregating actions may not follow "
				 "speculate( )");
		} else if (!strcmp(n, "@") && comm) {
			dt_error(D_AGG_COMM, loc, "aggregating actions may not follow "
				 "commit( )");
		} else if (!strcmp(n, "exit") && spec) {
			dt_error(D_EXIT_SPEC, loc, "exit( ) may not follow speculate( )");
		} else if (spec && (!strcmp(n, "system") || !strcmp(n, "raise") ||
				    !strcmp(n, "stop") || !strcmp(n, "chill") ||
				    !strcmp(n, "panic") || !strcmp(n, "breakpoint"))) {
			dt_error(D_ACT_SPEC, loc, "destructive actions may not follow "
				 "speculate( )");
		} else if (records_data(n)) {
			if (comm)
				dt_error(D_DREC_COMM, loc, "data-recording actions may not "
					 "follow commit( )");
			drec = true;
		}
	}
}
