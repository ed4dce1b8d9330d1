/*
 * dt_reset.c - forget what a compile left in the translator's
 * module-level state.  dtap compiles once per process, so nothing needs
 * this there; a process that compiles again does (the fuzzer, which
 * frees each compile's memory, and the unit tests).  Every module-level
 * cache that can hold a compile's memory is reset from here: a new one
 * must be added too, or the fuzzer reports a use after free.
 */
#include "driver/dt_driver.h"

void dt_compile_reset(void)
{
	dt_diag_reset();
	dt_lex_reset();		/* typedef names */
	dt_typestore_reset();	/* named types, sources; D's aliases and pointers */
	dt_macro_reset();	/* $1.. arguments */
	dt_kernel_reset();	/* the kernel, its symbols, DWARF and BTF */
	dt_xlate_reset();	/* translators */
	dt_tapset_reset();	/* tapset files, directories, what failed */
	dt_alias_reset();	/* stable probes and providers */
	dt_attr_reset();	/* #pragma D attributes */
	dt_uobj_reset();	/* the pid provider's process and its objects */
}
