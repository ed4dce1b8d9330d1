/*
 * dt_elab_mem.c - pass 2: the actions that record memory, tracemem(),
 * print() and trace() of a struct, union or array.
 *
 * They copy bytes of kernel memory into the record (runtime/memory.c:
 * dtap_rec_mem, one checked nofault copy of a size fixed here), which
 * dtapio prints: tracemem() as dtrace's hex dump, print() through the
 * type's layout that the metadata carries (dt_meta_ptype.c), trace() as a
 * string or the hex dump (dtrace's dt_print_bytes, stapio/out_mem.c).  Sizes are
 * constants bounded by DT_MEMREC_MAX so a record always fits the buffers
 * dtapio reads.
 */
#include <string.h>

#include "elab/dt_elab.h"

static bool elab_all(struct dt_program *prog, struct dt_node *a)
{
	for (; a; a = a->next) {
		dt_elab_expr(prog, a);
		if (!a->type)
			return false;
	}
	return true;
}

/* tracemem(addr, size [, dsize]): SIZE bytes at ADDR are recorded; the
 * first DSIZE of them (when given, evaluated at run time) are printed. */
void dt_elab_tracemem(struct dt_program *prog, struct dt_node *call)
{
	int n = dt_node_count(call->args);
	struct dt_node *addr = call->args, *size, *dsize;

	if (!dt_proto_len_ok(call, n, 2, 3))
		return;
	if (!elab_all(prog, call->args))
		return;
	size = addr->next;
	dsize = size->next;
	/* an array stands for its address, as in C */
	if (!dt_type_is_scalar(addr->type) && dt_type_resolve(addr->type)->kind != TY_ARRAY) {
		dt_error(D_TRACEMEM_ADDR, dt_node_start(addr), "tracemem( ) argument #1 is "
			 "incompatible with prototype:\n\tprototype: pointer or integer\n"
			 "\t argument: %s", addr->type->name);
		return;
	}
	if (size->kind != ND_INT || !dt_type_is_integer(size->type) ||
	    (size->type->is_signed && (int64_t)size->ival <= 0) || size->ival == 0) {
		dt_error(D_TRACEMEM_SIZE, dt_node_start(size), "tracemem( ) argument #2 must "
			 "be a non-zero positive integral constant expression");
		return;
	}
	if (size->ival > DT_MEMREC_MAX) {
		dt_error(D_TRACEMEM_SIZE, dt_node_start(size), "tracemem( ) argument #2 "
			 "(%llu) exceeds the largest record, %d bytes",
			 (unsigned long long)size->ival, DT_MEMREC_MAX);
		return;
	}
	call->memdump = size->ival;
	if (dsize && !dt_type_is_integer(dsize->type))
		dt_error(D_PROTO_ARG, dt_node_start(dsize), "tracemem( ) argument #3 is "
			 "incompatible with prototype:\n\tprototype: integer\n\t argument: %s",
			 dsize->type->name);
}

/* printm(size, ref): FreeBSD's dump of memref()'s { address, length }:
 * SIZE bytes are reserved, LENGTH of them (at most SIZE) recorded. */
void dt_elab_printm(struct dt_program *prog, struct dt_node *call)
{
	int n = dt_node_count(call->args);
	struct dt_node *size = call->args, *ref;

	if (!dt_proto_len_ok(call, n, 2, 2))
		return;
	if (!elab_all(prog, call->args))
		return;
	ref = size->next;
	if (size->kind != ND_INT || !dt_type_is_integer(size->type) ||
	    (size->type->is_signed && (int64_t)size->ival <= 0) || size->ival == 0 ||
	    size->ival > DT_MEMREC_MAX) {
		dt_error(D_PRINTM_SIZE, dt_node_start(size), "printm( ) argument #1 must be a "
			 "non-zero positive integral constant expression of at most %d",
			 DT_MEMREC_MAX);
		return;
	}
	call->memdump = size->ival;
	if (dt_type_resolve(ref->type)->kind != TY_PTR)
		dt_error(D_PRINTM_ADDR, dt_node_start(ref), "printm( ) argument #2 is "
			 "incompatible with prototype:\n\tprototype: pointer\n\t argument: %s",
			 ref->type->name);
}

static bool is_compound(struct dt_type *t)
{
	t = dt_type_resolve(t);
	return t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ARRAY;
}

/* What print(A) records from memory: what a pointer points to (as
 * dtrace-utils' print(), whose prototype is void(void *)), or a struct,
 * union or array lvalue itself (a dtap extension). */
struct dt_type *dt_print_memtype(const struct dt_node *a)
{
	struct dt_type *t = a->type, *r = dt_type_resolve(t);

	if (is_compound(t))
		return t;
	if (r->kind == TY_PTR && r->base)
		return r->base;
	return NULL;
}

struct dt_type *dt_trace_memtype(const struct dt_node *a)
{
	return is_compound(a->type) ? a->type : NULL;
}

/* print(e): E typed; a pointer's target, a struct, union or array is
 * recorded from memory and printed member by member; a scalar or string
 * (a dtap extension: dtrace takes only pointers) is recorded as trace()
 * does. */
void dt_elab_print(struct dt_program *prog, struct dt_node *call)
{
	int n = dt_node_count(call->args);
	struct dt_node *a = call->args;
	struct dt_type *mt;
	uint64_t size;

	if (!dt_proto_len_ok(call, n, 1, 1))
		return;
	if (!elab_all(prog, a))
		return;
	mt = call->memtype = dt_print_memtype(a);
	if (!mt && (a->type->kind == TY_STRING || dt_type_is_scalar(a->type)))
		return;
	if (!mt) {
		dt_error(D_PROTO_ARG, dt_node_start(a), "print( ) argument #1 cannot be "
			 "printed: %s has no value", a->type->name);
		return;
	}
	size = dt_type_sizeof(mt);
	if (size == 0) {	/* dtrace-utils' words (dt_cg_act_print) */
		dt_error(D_PRINT_SIZE, dt_node_start(a), "print( ) argument #1 reference "
			 "has type '%s' with size 0; cannot print( ) it.", mt->name);
	} else if (size > DT_MEMREC_MAX) {
		dt_error(D_PRINT_SIZE, dt_node_start(a), "print( ) argument #1 size (%llu "
			 "bytes) exceeds the largest record, %d bytes",
			 (unsigned long long)size, DT_MEMREC_MAX);
	}
}
