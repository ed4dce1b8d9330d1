/*
 * test_elab.c - pass 2 (dt_elab*.c, dt_prov_*.c, dt_options.c): C types
 * of expressions, globals defined by their first assignment, aggregations,
 * probe matching with EPIDs, profile periods, options and globs.  Whole
 * programs are compared through the --pass=2 printer.
 */
#include "dt_fe_test.h"

static struct dt_program *elab_opts(const char *src, struct dt_options *o)
{
	const char *desc[] = { "script 't.d'" };
	struct dt_script *s = dt_parse("t.d", src, 0);

	return s ? dt_elaborate(s, o, desc, 1) : NULL;
}

static struct dt_program *elab(const char *src)
{
	struct dt_options o;

	dt_options_init(&o);
	return elab_opts(src, &o);
}

static char *pass2(const char *src)
{
	struct dt_program *p = elab(src);
	char *out = NULL;
	size_t len = 0;
	FILE *f;

	if (!p)
		return NULL;
	f = open_memstream(&out, &len);
	dt_program_print(f, p);
	fclose(f);
	return out;
}

/* The type of EXPR in "BEGIN { v = EXPR; }" after some globals. */
static void check_type(const char *name, const char *expr, const char *want)
{
	const char *src = dt_sprintf("BEGIN { i = 1; u = 1u; l = 1l; ul = 1ul; "
				     "s = \"s\"; v = %s; }", expr);
	struct dt_program *p = elab(src);
	struct dt_node *st = p ? p->script->clauses->stmts : NULL;

	while (st && st->next)
		st = st->next;
	check_str(name, st && st->lhs->rhs->type ? st->lhs->rhs->type->name : NULL, want);
}

static void check_error(const char *name, const char *src, const char *want)
{
	struct dt_program *p;

	capture_begin();
	p = elab(src);
	check_str(name, capture_end(), want);
	check_int(dt_sprintf("%s.null", name), p == NULL, 1);
}

static void types(void)
{
	check_type("elab.type.int_plus_int", "i + i", "int");
	check_type("elab.type.int_plus_uint", "i + u", "unsigned int");
	check_type("elab.type.uint_plus_long", "u + l", "long");
	check_type("elab.type.long_plus_ulong", "l + ul", "unsigned long");
	check_type("elab.type.timestamp", "i * timestamp", "uint64_t");
	check_type("elab.type.shift_keeps_left", "i << l", "int");
	check_type("elab.type.compare_is_int", "ul < l", "int");
	check_type("elab.type.string_compare", "s == probename", "int");
	check_type("elab.type.logical", "l && s == s", "int");
	check_type("elab.type.not", "!ul", "int");
	check_type("elab.type.neg_promotes", "-u", "unsigned int");
	check_type("elab.type.ternary_int", "i ? i : ul", "unsigned long");
	check_type("elab.type.ternary_str", "i ? s : probefunc", "string");
	check_type("elab.type.cpu", "cpu", "int");
	check_type("elab.type.id", "id + epid", "unsigned int");
	check_type("elab.type.walltimestamp", "walltimestamp", "uint64_t");
	check_type("elab.type.assign_value", "i += 2", "int");
	check_type("elab.type.postinc", "l++", "long");
	check_type("elab.type.inc_defines_int", "++fresh", "int");
}

/* The --pass=2 lines of the options left at dtrace's defaults. */
#define MORE_OPTIONS							\
	"  rates (ns): switchrate=0 aggrate=1000000000 statusrate=1000000000 "	\
	"cleanrate=10000000\n"						\
	"  sizes: dynvarsize=1048576 specsize=1048576 scratchsize=1048576 nspec=1 "	\
	"bufpolicy=switch maxframes=100 stackframes=20 ustackframes=100\n"	\
	"  flags: aggpack=0 aggzoom=0 rawbytes=0 flowindent=0 zdefs=0 argref=0 "	\
	"droptags=0\n"

static void programs(void)
{
	check_str("elab.program.globals_and_aggs", pass2(
		"BEGIN { n = 0; s = \"x\"; t = timestamp; }\n"
		"tick-1s /n < 3/ { n++; @c[probename, n] = count(); @ = avg(t); }\n"
		"END { printa(\"%s %d %@d\\n\", @c); printa(@); }"),
		"sources:\n  script 't.d': 3 probes\n"
		"options: quiet=0 strsize=256 bufsize=4194304 aggsize=4194304 aggsortkey=0 "
		"aggsortrev=0 aggsortpos=0 aggsortkeypos=0 destructive=0\n" MORE_OPTIONS
		"probes:\n  1 dtrace:::BEGIN\n    epid 1: clause 1 at t.d:1:1\n"
		"  2 dtrace:::END\n    epid 3: clause 3 at t.d:3:1\n"
		"  4 profile:::tick-1s every 1000000000ns\n    epid 2: clause 2 at t.d:2:1\n"
		"globals:\n  n: int\n  s: string\n  t: uint64_t\n"
		"aggregations:\n  @c[string, int]: count\n  @: avg\n");
	check_str("elab.program.epids_and_globs", pass2(
		"profile-199, tick-5*, tick-1hz, profile:::profile-1ms {}\n"
		"dtrace:::*, tick-5000 {}"),
		"sources:\n  script 't.d': 9 probes\n"
		"options: quiet=0 strsize=256 bufsize=4194304 aggsize=4194304 aggsortkey=0 "
		"aggsortrev=0 aggsortpos=0 aggsortkeypos=0 destructive=0\n" MORE_OPTIONS
		"probes:\n"
		"  1 dtrace:::BEGIN\n    epid 6: clause 2 at t.d:2:1\n"
		"  2 dtrace:::END\n    epid 7: clause 2 at t.d:2:1\n"
		"  3 dtrace:::ERROR\n    epid 8: clause 2 at t.d:2:1\n"
		"  4 profile:::profile-199 every 5025125ns on each cpu\n"
		"    epid 1: clause 1 at t.d:1:1\n"
		"  5 profile:::tick-500 every 2000000ns\n    epid 2: clause 1 at t.d:1:1\n"
		"  6 profile:::tick-5000 every 200000ns\n    epid 3: clause 1 at t.d:1:1\n"
		"    epid 9: clause 2 at t.d:2:1\n"
		"  7 profile:::tick-1hz every 1000000000ns\n    epid 4: clause 1 at t.d:1:1\n"
		"  8 profile:::profile-1ms every 1000000ns on each cpu\n"
		"    epid 5: clause 1 at t.d:1:1\n"
		"globals:\naggregations:\n");
}

static void details(void)
{
	struct dt_program *p = elab("#pragma D option strsize=32\n"
				    "tick-1s { @a[probename, cpu, \"k\"] = sum(cpu); "
				    "x = 1; printf(\"%d\", x); y = 2; }");
	struct dt_node *st = p ? p->script->clauses->stmts : NULL;

	check_int("elab.agg.keysize", p ? p->aggs->keysize : -1, 32 + 8 + 32);
	check_int("elab.agg.nkeys", p ? p->aggs->nkeys : -1, 3);
	check_int("elab.pragma.strsize", p ? p->opts.strsize : -1, 32);
	check_int("elab.string.size", dt_ty_string.size, 32);
	check_int("elab.action.numbers", st && st->next && st->next->next &&
		  st->next->next->next ? st->action * 1000 + st->next->action * 100 +
		  st->next->next->action * 10 + st->next->next->next->action : -1,
		  4567);	/* dtrace's actions: 3 keys + sum, x = 1, printf, y = 2 */
	check_int("elab.stmt.agg_linked", st && st->agg == p->aggs, 1);
	check_int("elab.global.ids", p && p->globals->next ? p->globals->id * 10 +
		  p->globals->next->id : -1, 1);
	check_int("elab.ident.resolved", st && st->next->next->lhs->args->next->ident ==
		  p->globals, 1);
}

static void options(void)
{
	struct dt_options o;

	dt_options_init(&o);
	check_int("opt.bufsize_suffix", dt_option_set(&o, "bufsize", "8m", NULL) == 0 &&
		  o.bufsize == 8 << 20, 1);
	check_int("opt.aggsize", dt_option_set(&o, "aggsize", "100", NULL) == 0 &&
		  o.aggsize == 100, 1);
	check_int("opt.flag", dt_option_set(&o, "aggsortrev", NULL, NULL) == 0 &&
		  o.aggsortrev, 1);
	check_int("opt.flag_zero", dt_option_set(&o, "aggsortrev", "0", NULL) == 0 &&
		  !o.aggsortrev, 1);
	capture_begin();
	check_int("opt.unknown", dt_option_set(&o, "nosuch", NULL, NULL), -1);
	check_int("opt.bad_size", dt_option_set(&o, "bufsize", "4x", NULL), -1);
	check_str("opt.messages", capture_end(), "dtap: failed to set -x nosuch: Invalid "
		  "option name\ndtap: failed to set -x bufsize: Invalid value for specified "
		  "option\n");
	check_int("opt.errtags", dt_option_set(&o, "errtags", NULL, NULL) == 0 &&
		  dt_opt_errtags, 1);
	dt_option_set(&o, "errtags", "0", NULL);
}

static void globs(void)
{
	check_int("glob.star", dt_glob_match("tick-*", "tick-1s"), 1);
	check_int("glob.question", dt_glob_match("tick-?s", "tick-10s"), 0);
	check_int("glob.class", dt_glob_match("profile-[19]*", "profile-97"), 1);
	check_int("glob.neg_class", dt_glob_match("profile-[!9]*", "profile-97"), 0);
	check_int("glob.range", dt_glob_match("tick-[0-9]s", "tick-1s"), 1);
	check_int("glob.escape", dt_glob_match("a\\*", "a*"), 1);
	check_int("glob.empty", dt_glob_match("*", ""), 1);
	/* found by fuzz/fuzz_translate: a '[' ending the pattern read past it */
	check_int("glob.open_class", dt_glob_match("EG[", "EGx"), 0);
	check_int("glob.open_neg_class", dt_glob_match("a[!", "ab"), 0);
}

static void errors(void)
{
	check_error("elab.err.undef", "BEGIN { x = y; }",
		    "dtap: t.d:1:13: failed to resolve y: Unknown variable name\n");
	/* x op= v reads x: a first use is dtrace-utils' D_VAR_UNDEF (dt_cook_var) */
	check_error("elab.err.op_assign_undef", "BEGIN { fresh2 += timestamp; }",
		    "dtap: t.d:1:9: fresh2 has not yet been declared or assigned\n");
	check_error("elab.err.incompat", "BEGIN { x = \"a\"; x = 1; }",
		    "dtap: t.d:1:20: operands have incompatible types: \"string\" = \"int\"\n");
	check_error("elab.err.string_minus", "BEGIN { x = 1 - probename; }",
		    "dtap: t.d:1:15: operands have incompatible types: \"int\" - \"string\"\n");
	check_error("elab.err.printf_type", "BEGIN { printf(\"%s\", cpu); }",
		    "dtap: t.d:1:22: printf( ) argument #2 is incompatible with conversion "
		    "#1 prototype:\n\tconversion: %s\n\t prototype: char [] or string (or use "
		    "stringof)\n\t  argument: int\n");
	check_error("elab.err.printf_star", "BEGIN { printf(\"%*d\", 1); }",
		    "dtap: t.d:1:16: printf( ) prototype mismatch: conversion #1 (%d) is "
		    "missing a corresponding value argument\n");
	check_error("elab.err.printa_keys", "tick-1s { @a[1] = count(); printa(\"%d %d\", @a); }",
		    "dtap: t.d:1:35: printa( ) prototype mismatch: conversion #2 (%d) is "
		    "missing a corresponding value argument\n");
	check_error("elab.err.provider", "plockstat:::mutex-acquire { }",
		    "dtap: t.d:1:1: provider 'plockstat' is not supported yet\n");
	check_error("elab.err.fbt_nokernel", "fbt::vfs_read:entry { }",
		    "dtap: t.d:1:1: probe description fbt::vfs_read:entry: the fbt provider "
		    "needs the target kernel's symbols (System.map)\n");
	check_error("elab.err.zero", "BEGIN { }\nprofile:::nothing { }",
		    "dtap: t.d:2:1: probe description profile:::nothing does not match any "
		    "probes\n");
	check_error("elab.err.ppinc_string", "BEGIN { s = \"a\"; s++; }",
		    "dtap: t.d:1:18: operator ++ requires operand of scalar type\n");
	check_error("elab.err.member", "BEGIN { x = 1; y = x.z; }",
		    "dtap: t.d:1:21: operator . cannot be applied to type \"int\"; must be applied "
		    "to a struct or union\n");
	check_error("elab.err.first_error_only", "BEGIN { x = a; y = b; }",
		    "dtap: t.d:1:13: failed to resolve a: Unknown variable name\n");
}

/* A second compile in one process sees nothing of the first: not its
 * typedef names, not the pointer types it interned in D's own types
 * (the fuzzer frees each compile's memory: those would dangle). */
static void compile_reset(void)
{
	struct dt_program *p;

	dt_compile_reset();
	capture_begin();
	p = elab("typedef int foo_t;\nfoo_t x;\nBEGIN { x = 1; trace((int *)0); }\n");
	check_str("reset.first", capture_end(), "");
	check_int("reset.first.ok", p != NULL, 1);
	check_int("reset.ptr_interned", dt_ty_int.ptr_to != NULL, 1);
	dt_compile_reset();
	check_int("reset.ptr_forgotten", dt_ty_int.ptr_to == NULL, 1);
	check_int("reset.typedef_forgotten", dt_type_by_name("foo_t") == NULL, 1);
	check_error("reset.second", "foo_t y;\nBEGIN { y = 2; }\n",
		    "dtap: t.d:1:1: probe description :::foo_t does not match any probes\n");
}

/* llquantize with factor^(high+1) just inside 64 bits: the bucket count
 * and the top bucket's value come out without computing factor^(high+2)
 * (signed overflow; the asan kind runs this under UBSan). */
static void llquantize_top(void)
{
	const int64_t big[4] = { 10, 0, 17, 10 }, wide[4] = { 610, 2, 5, 10 };

	check_int("llq.top.nvals", dt_agg_nvals(AGG_LLQUANTIZE, big), 164);
	check_int("llq.top.value", dt_llquantize_bucketval(big, 163), 1000000000000000000LL);
	check_int("llq.wide.nvals", dt_agg_nvals(AGG_LLQUANTIZE, wide), 42);
}

int main(void)
{
	types();
	programs();
	details();
	options();
	globs();
	errors();
	compile_reset();
	llquantize_top();
	return test_exit();
}
