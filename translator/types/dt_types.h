/*
 * dt_types.h - the types layer: C's type model as D needs it, the one
 * store of named types, and the target kernel whose DWARF, BTF and
 * symbols feed it.  Needs only util/.
 *
 *   dt_types.c       the D built-in types (LP64 integers, string)
 *   dt_typename.c    the integer, float and string type names a script can spell;
 *                    the C spelling of a type with its qualifiers
 *   dt_typestore.c   the one store of named types and its sources
 *   dt_kernel.c      the target kernel: release, files, symbols, fbt's functions
 *   dt_kmod.c        the target kernel's modules: files, functions, build-ids, DWARF
 *   dt_dwarf.c       the kernel's DWARF as a type source (read lazily)
 *   dt_dwidx.c       the name index of the kernel's DWARF (built once, cached)
 *   dt_btf.c         the kernel's BTF as a type source; its tracepoints
 *   dt_debuginfod.c  DWARF fetched by build-id from debuginfod servers
 *   dt_udwarf.c      the DWARF of a user program or library (pid args[])
 *   dt_elf.c         an ELF section by name
 */
#ifndef DT_TYPES_H
#define DT_TYPES_H

#include "util/dt_util.h"

/* ---- types and the type store (dt_types.c, dt_typestore.c) ---- */

/*
 * C's type model, as pass 2 needs it for D (LP64, x86-64 little-endian).
 * Every type records the SIZE and signedness of what it finally is, so
 * pass 3 can pick a C type from any scalar type without resolving it:
 * a typedef of u32 has size 4, unsigned; a pointer has size 8, unsigned;
 * an enum has its underlying integer's size.
 */
enum dt_type_kind {
	TY_VOID,
	TY_INT,		/* all integer types: size 1,2,4,8 + is_signed */
	TY_STRING,	/* D's string: size is strsize */
	TY_PTR,		/* base: the pointee (void for void *) */
	TY_ARRAY,	/* base: the element; nelems (0: unknown or flexible) */
	TY_STRUCT,	/* members, in offset order */
	TY_UNION,	/* members, all at offset 0 */
	TY_ENUM,	/* enums; behaves as its underlying integer */
	TY_TYPEDEF,	/* base: the type it names */
	TY_FUNC,	/* base: return type; members: parameters (offset 0) */
	TY_FLOAT,	/* float, double: sized, but D does no arithmetic on them */
	TY_STACK,	/* stack(N): size 8 * N bytes of return addresses */
};

/* A struct/union member or a function parameter. */
struct dt_member {
	const char *name;	/* NULL: an anonymous struct/union, whose own
				 * members dt_type_member() finds through it */
	struct dt_type *type;
	uint64_t offset;	/* bytes from the start of the enclosing type;
				 * bitfields: the byte holding their first bit */
	int bit_offset;		/* bitfields: first bit within that byte (0-7,
				 * counted from the least significant bit) */
	int bit_width;		/* bitfields: width in bits; 0: not a bitfield */
	const char *cname;	/* the type as declared with its qualifiers
				 * ("const char *"), which print( ) and -lv
				 * show as dtrace does; NULL: type->name */
	struct dt_member *next;
};

/* An enumerator: NAME = VALUE of an enum type. */
struct dt_enumerator {
	const char *name;
	int64_t value;
	struct dt_enumerator *next;
};

struct dt_type {
	enum dt_type_kind kind;
	int size;		/* bytes; strings: strsize; incomplete: 0 */
	bool is_signed;
	const char *name;	/* C spelling: "int", "struct file *", "char [16]" */
	struct dt_type *base;	/* PTR, ARRAY, TYPEDEF, FUNC (return), ENUM */
	uint64_t nelems;	/* ARRAY */
	struct dt_member *members;	/* STRUCT, UNION; FUNC: parameters */
	struct dt_enumerator *enums;	/* ENUM */
	bool varargs;		/* FUNC: "..." */
	/* A type read lazily from a source (DWARF, BTF): its members or
	 * enumerators are read by complete(self) on first use; never call it,
	 * call dt_type_complete(). */
	void (*complete)(struct dt_type *self);
	uint64_t src_ref;	/* the source's reference (a DIE offset ...) */
	const char *origin;	/* where it came from: "D", "vmlinux", the
				 * script's file; for messages and -v */
	struct dt_type *ptr_to;	/* the interned pointer to this type */
	/* Read from a user program's DWARF (a pid probe's args[]): what a
	 * pointer of it points to is in the traced process's memory, read
	 * with checked user reads (dtrace's rule: args of pid probes are
	 * user addresses).  Pointers and arrays of such a type are too. */
	bool user;
};

extern struct dt_type dt_ty_void, dt_ty_int, dt_ty_uint, dt_ty_long,
	dt_ty_ulong, dt_ty_int64, dt_ty_uint64, dt_ty_char, dt_ty_string,
	dt_ty_symaddr, dt_ty_modaddr;
/* How dtapio prints an integer of type T: 0 a number; 'S' a kernel
 * address as its symbol (func, sym: dt_ty_symaddr), 'M' as its module
 * (mod: dt_ty_modaddr). */
char dt_type_print(const struct dt_type *t);
/* The type of stack(DEPTH) (one per depth). */
struct dt_type *dt_type_stack(int depth);
struct dt_type *dt_type_ustack(int depth);
bool dt_type_is_ustack(const struct dt_type *t);
struct dt_type *dt_type_uaddr(const char *fn);
bool dt_type_is_uaddr(const struct dt_type *t);
#define DT_STACK_DEFAULT 20	/* dtrace's stackframes default */
#define DT_STACK_MAX 100

/* The type a type name of a script names ("unsigned int", "uint8_t",
 * "string", "long long" ..., then anything the type store knows: "struct
 * file *"), NULL if none (dt_typename.c).  dt_type_base_by_name: only D's
 * own integer, string and void names (the store's first source). */
struct dt_type *dt_type_by_name(const char *name);
struct dt_type *dt_type_base_by_name(const char *name);
/* NAME is C base words C refuses together: diagnosed (D_DECL_SIGNINT,
 * D_DECL_LONGINT, D_DECL_COMBO) at LOC, true. */
bool dt_type_name_check(const char *name, const struct dt_loc *loc);
/* typedef: NAME becomes another name of T (false: NAME is taken). */
bool dt_type_alias(const char *name, const struct dt_type *t);
void dt_typename_reset(void);	/* called by dt_typestore_reset() */
/* The C spelling of a member's or parameter's type with the qualifiers
 * the type model leaves out, as libctf names it for dtrace's print() and
 * -lv (dt_dwarf.c and dt_btf.c walk their type chains with these):
 * qualifier Q on a type of spelling IN (NULL: TI's name) and type TI
 * ("const char", "char *const"; NULL for a function type); a pointer to
 * IN; an array of TI elements spelt IN, its dimensions taken from ARRAY's
 * name (NULL if that name does not start with the element's). */
const char *dt_spell_qualified(const char *q, const char *in, struct dt_type *ti);
const char *dt_spell_pointer(const char *in);
const char *dt_spell_array(const char *in, const struct dt_type *array,
			   const struct dt_type *elem);

/* C's integer promotion and usual arithmetic conversions (dt_types.c):
 * pass 2 types nodes with them and pass 3 computes in those types.  They
 * take integer types (typedefs and enums included). */
struct dt_type *dt_type_promote(struct dt_type *t);
struct dt_type *dt_type_usual_conv(struct dt_type *a, struct dt_type *b);

/*
 * The type store (dt_typestore.c): ONE name space of named types that
 * every source feeds, as libdtrace keeps one CTF container per module.
 * Names are spelt as in C: "int", "uint64_t", "struct task_struct",
 * "union thread_union", "enum pid_type", "ssize_t".  A lookup asks the
 * store first, then each registered source in order (the D built-ins are
 * always there; then the kernel's DWARF or BTF, registered by whoever
 * found them); what a source returns is kept, so it is asked once per
 * name.  Script declarations (struct/union/enum/typedef in D) go in with
 * dt_type_define().
 *
 * Types from a source may be incomplete until used: call
 * dt_type_complete() (dt_type_member() and dt_type_sizeof() do) before
 * reading members or enums directly.
 */
struct dt_typesrc {
	const char *name;	/* "DWARF", "BTF": for -v and messages */
	/* The type NAME ("struct file", "size_t") or NULL if unknown. */
	struct dt_type *(*lookup)(const char *name);
	/* The value of the enumerator NAME; false if unknown. */
	bool (*enumerator)(const char *name, struct dt_type **type, int64_t *value);
	/* The kernel global NAME (a backquoted name without the quote,
	 * "jiffies"): its address and type; false if unknown. */
	bool (*symbol)(const char *name, uint64_t *addr, struct dt_type **type);
	struct dt_typesrc *next;
};

/* Register SRC (static storage), asked after the sources already there. */
void dt_typesrc_add(struct dt_typesrc *src);
/* Forget every type and source (the unit tests; a second program). */
void dt_typestore_reset(void);
/* The type named NAME; trailing " *"s make pointers ("struct file *").
 * NULL if no source knows it. */
struct dt_type *dt_type_lookup(const char *name);
/* Enter the named type T (T->name) in the store.  Returns T, or the type
 * already there under that name (the caller diagnoses a conflict when it
 * is not T). */
struct dt_type *dt_type_define(struct dt_type *t);
/* Was NAME defined by the script (dt_type_define), not read from a source? */
bool dt_type_is_defined(const char *name);
/* The enumerator NAME of any enum known to the store or its sources. */
bool dt_type_enumerator(const char *name, struct dt_type **type, int64_t *value);

/* The kernel global NAME (`name in D, without the backquote; "mod`name"
 * also accepted): address and type, from the first source that knows it. */
bool dt_type_symbol(const char *name, uint64_t *addr, struct dt_type **type);

/* Appended to "unknown type / symbol" diagnostics: what would provide the
 * kernel's types ("; install linux-image-6.1.0-56-cloud-amd64-dbg ..."),
 * set by whoever looked for them; "" by default. */
extern const char *dt_type_hint;

/* New types (not entered in the store: dt_type_define() does that). */
struct dt_type *dt_type_new(enum dt_type_kind kind, const char *name, int size,
			    bool is_signed);
struct dt_type *dt_type_ptr(struct dt_type *t);		/* T *, interned */
struct dt_type *dt_type_array(struct dt_type *t, uint64_t nelems);	/* T [N] */
struct dt_type *dt_type_typedef(const char *name, struct dt_type *t);
/* Append a member (or parameter) to struct/union/function T; the size of
 * T is the caller's to set (C's layout rules are the source's). */
struct dt_member *dt_type_add_member(struct dt_type *t, const char *name,
				     struct dt_type *mt, uint64_t offset,
				     int bit_offset, int bit_width);
void dt_type_add_enumerator(struct dt_type *t, const char *name, int64_t value);

/* T without its typedefs (T itself if it is none); NULL for NULL. */
struct dt_type *dt_type_resolve(struct dt_type *t);
/* Read T's members/enumerators from its source if not done yet. */
void dt_type_complete(struct dt_type *t);
/* The member NAME of struct/union T (typedefs resolved), looking through
 * anonymous struct/union members; *OUT gets the member with its offset
 * from the start of T.  False if T has no such member. */
bool dt_type_member(struct dt_type *t, const char *name, struct dt_member *out);
/* sizeof: bytes of T (typedefs resolved, arrays: nelems * element). */
uint64_t dt_type_sizeof(struct dt_type *t);

/* Classification, typedefs resolved: integers include enums (and char);
 * scalars are integers and pointers (what D compares, tests and prints
 * with %d / %x / %p). */
bool dt_type_is_integer(struct dt_type *t);
bool dt_type_is_pointer(struct dt_type *t);
bool dt_type_is_scalar(struct dt_type *t);
bool dt_type_is_string(struct dt_type *t);
/* A char array or a pointer to char (any signedness): what D turns into a
 * string where one is wanted (printf %s, trace, stringof). */
bool dt_type_is_charseq(struct dt_type *t);
/* Pointer arithmetic: the pointee size of pointer/array T (void: 1). */
uint64_t dt_type_elem_size(struct dt_type *t);
/* A pointer to void or to a function: no object size, so D (dtrace-utils'
 * dt_node_is_vfptr) takes it in no arithmetic, unlike GNU C. */
bool dt_type_is_vfptr(struct dt_type *t);

/* ---- the target kernel (dt_kernel.c, dt_dwarf.c) ---- */

/* The kernel dtap builds for (--kernel=REL, --vm's, or the host's): its
 * files, found once by dt_kernel_set() before pass 2. */
struct dt_kernel {
	const char *release;	/* "6.1.0-56-cloud-amd64" */
	const char *build_dir;	/* its kbuild tree (may be missing) */
	const char *sysmap;	/* System.map; NULL: not found */
	const char *vmlinux;	/* ELF with DWARF (--debuginfo or the -dbg
				 * package's); NULL: not found */
	const char *btf;	/* --btf=FILE; NULL: none */
	const char *dbg_package;	/* "linux-image-REL-dbg" */
	const char *types;	/* "DWARF", "BTF": the type source; NULL: none */
	bool verbose;
	bool no_debuginfo;	/* --debuginfo=none: no DWARF, BTF at most */
};

/* A function of vmlinux; REFUSED says why fbt cannot probe it (NULL: it
 * can). */
struct dt_kfunc {
	const char *name;
	uint64_t addr;		/* System.map's (link-time) address */
	const char *refused;
	bool no_ftrace;		/* kprobes only: its ftrace site is the next one's */
};

void dt_kernel_set(const char *release, const char *build_dir, const char *debuginfo,
		   const char *btf, bool verbose);
const struct dt_kernel *dt_kernel_get(void);	/* NULL before dt_kernel_set */
/* The kernel source headers of the target: its build tree itself, or
 * the tree its Makefile includes (Debian's linux-headers-*-common). */
const char *dt_kernel_srcdir(void);
const char *dt_debug_dir(void);	/* /usr/lib/debug, or $DTAP_DEBUGDIR */
void dt_kernel_reset(void);	/* as before dt_kernel_set; DWARF and BTF too */
/* A System.map symbol: link-time address and nm type letter. */
bool dt_kernel_symbol(const char *name, uint64_t *addr, char *type);
/* Every text function of vmlinux, sorted by name; probe-able or not. */
const struct dt_kfunc *dt_kernel_funcs(size_t *n);
const struct dt_kfunc *dt_kernel_func(const char *name);
/* Is there an ftrace call site in [ADDR, ADDR + 16) (SITES sorted)? */
bool dt_addr_has_site(const uint64_t *sites, size_t n, uint64_t addr);
bool dt_func_is_clone(const char *name);

/* dt_kmod.c: the target's modules (fbt:MODULE:FUNC:...). */
struct dt_kmod;
struct dt_kmod *dt_kmod_find(const char *name);	/* NULL: no such module */
struct dt_kmod *dt_kmod_next_loaded(struct dt_kmod *prev, const char *pattern);
const char *dt_kmod_name(const struct dt_kmod *m);
const struct dt_kfunc *dt_kmod_funcs(const struct dt_kmod *m, size_t *n);
const struct dt_kfunc *dt_kmod_func(const struct dt_kmod *m, const char *name);
struct dt_type *dt_kmod_func_type(struct dt_kmod *m, const char *name, const char **why);
void dt_kmod_reset(void);
/* dt_debuginfod.c: the DWARF of WHAT by build-id (hex) from
 * $DEBUGINFOD_URLS, as a file path; NULL: none.  The hint ends a
 * "no DWARF" message. */
const char *dt_debuginfod_fetch(const char *build_id, const char *what);
const char *dt_debuginfod_hint(void);

/* dt_dwarf.c: register the kernel's DWARF (K->vmlinux) as a type source
 * of the store, read lazily; nothing is read before the first lookup. */
void dt_dwarf_register(struct dt_kernel *k);
void dt_dwarf_reset(void);
/* The C prototype of kernel function NAME from DWARF: its parameters as
 * the members of a TY_FUNC type (base: the return type).  NULL if there
 * is no DWARF or no such function in it. */
struct dt_type *dt_dwarf_func(const char *name);
/* The same from the DWARF of a module (dt_kmod.c); ORIGIN: its name. */
typedef struct Dwarf Dwarf;
struct dt_type *dt_dwarf_func_in(Dwarf *dw, const char *origin, const char *name);
/* Function NAME at ADDR (its link-time entry) of a user object's DWARF
 * DW (ORIGIN: the object's name), its types marked user; NULL if DW
 * has no such function. */
struct dt_type *dt_dwarf_ufunc(Dwarf *dw, const char *origin, uint64_t addr, const char *name);
/* dt_udwarf.c: the prototype of function NAME at ADDR of the user object
 * HOST (a file on this host; ORIGIN its module name) from its DWARF: its
 * own .debug_info, else a file found by build-id or .gnu_debuglink beside
 * PATH (the object by its name, as this host reaches it: HOST, or for a
 * process's map_files link its path under /proc/PID/root) or under the
 * debug directory, else debuginfod by build-id.  NULL and *WHY (what was
 * missing, where dtap looked) when there is none. */
struct dt_type *dt_udwarf_func(const char *host, const char *path, const char *origin,
			       uint64_t addr, const char *name, const char **why);
void dt_udwarf_reset(void);
/* Is T a pointer (typedefs resolved) into the traced process's memory? */
bool dt_type_is_uptr(struct dt_type *t);
/* dt_dwidx.c: the name index of DW, the kernel's DWARF, its cache that
 * of BUILD_ID; false if there is no DW.  dt_dwidx_find: the DIE offset
 * of KEY ("struct file", "=PIDTYPE_PID", "v:jiffies", "f:vfs_read",
 * "size_t"), once open: from the cached index, else the names found by
 * earlier runs, else by walking the DWARF until a unit defines KEY.
 * dt_dwidx_complete: the whole index now (walked if need be);
 * dt_dwidx_loaded: is it? */
bool dt_dwidx_open(Dwarf *dw, const char *build_id, bool verbose);
void dt_dwidx_complete(void);
bool dt_dwidx_loaded(void);
bool dt_dwidx_find(const char *key, uint64_t *off);
/* Where KEY was found before (by this run or an earlier one), without
 * walking; remember OFF for KEY (a function found by its address). */
bool dt_dwidx_recall(const char *key, uint64_t *off);
void dt_dwidx_remember(const char *key, uint64_t off);
void dt_dwidx_reset(void);
/* A first run (no caches): start reading what the first lookup needs. */
void dt_dwarf_prefetch(void);
/* Many dt_dwarf_func calls ahead: look functions up by the name index. */
void dt_dwarf_many_funcs(void);
/* dt_btf.c: the kernel's BTF (K->btf, or the running kernel's
 * /sys/kernel/btf/vmlinux when K is it) as the type source; returns the
 * file, NULL if none.  dt_btf_func: as dt_dwarf_func, from BTF. */
const char *dt_btf_register(const struct dt_kernel *k);
void dt_btf_reset(void);
struct dt_type *dt_btf_func(const char *name);

/* The tracepoints of the target kernel's BTF (dt_btf.c, the reader of
 * the type store's BTF source; see there which file): its path, NULL if
 * none is found.  dt_btf_tracepoints calls FN for every tracepoint
 * (typedef btf_trace_NAME) with the BTF ids of its arguments (without the
 * probe's void *data); dt_btf_type_name spells type ID as C does, and
 * dt_btf_int gives its size and signedness if it is an integer, an enum
 * or a pointer (false otherwise: a struct by value). */
const char *dt_btf_tracepoint_source(void);
int dt_btf_tracepoints(void (*fn)(const char *name, int nargs, const uint32_t *args, void *arg),
		       void *arg);
const char *dt_btf_type_name(uint32_t id);
bool dt_btf_int(uint32_t id, int *size, bool *is_signed);

struct Elf;
struct Elf_Scn;
struct Elf_Scn *dt_elf_section(struct Elf *elf, const char *name);
/* The file offset of VADDR in a PT_LOAD segment (an executable one only
 * with EXEC), or -1. */
int64_t dt_elf_file_offset(struct Elf *elf, uint64_t vaddr, bool exec);
#endif /* DT_TYPES_H */
