// SPDX-License-Identifier: GPL-2.0
/*
 * memory.c - every load a script makes through a pointer.
 *
 * D scripts follow kernel pointers they got from probe arguments, globals
 * or arithmetic, so any of them may be NULL, freed, wild or a user
 * address.  Each load checks the range first (only kernel addresses: a
 * user address would read whatever the interrupted task maps, and
 * SMAP would oops on it), then copies with the nofault primitives, which
 * return an error instead of oopsing on an unmapped page.  A failed load
 * faults the clause with the address, as DTrace's "invalid address".
 *
 * The traced process's memory (what a pointer typed from a user
 * program's DWARF points to: pid probes' args[]) is read with the user
 * variants below (dtap_uread ...), dtrace's copyin semantics: only user
 * addresses, copied with copy_from_user_nofault, nothing faulted in.
 */
#include <linux/uaccess.h>

/*
 * Kernel globals (`name in D) are compiled at their System.map address;
 * the running kernel is moved by KASLR, by one offset for the whole image,
 * which the address of an exported symbol (jiffies) reveals at load.
 */
static u64 dtap_kaslr __maybe_unused;

static void dtap_memory_init(void)
{
#ifdef DTAP_KASLR_REF_ADDR
	dtap_kaslr = (u64)(uintptr_t)&jiffies - DTAP_KASLR_REF_ADDR;
#endif
}

/* A kernel address range [addr, addr + size) a load may try. */
static __always_inline bool dtap_kaddr_ok(u64 addr, u64 size)
{
	return addr >= TASK_SIZE_MAX && addr + size > addr;
}

/* Is [addr, addr + size) inside the LEN bytes at OBJ (dtap_store_ok)? */
static __always_inline bool dtap_range_ok(u64 addr, u64 size, const void *obj, u64 len)
{
	u64 base = (u64)(uintptr_t)obj;

	return addr >= base && size <= len && addr - base <= len - size;
}

/* Is [addr, addr + size) inside the scratch memory (scratch.c) the
 * running clause allocated? */
static __always_inline bool dtap_scratch_ok(struct dtap_ctx *ctx, u64 addr, u64 size)
{
	return dtap_range_ok(addr, size, ctx->scratch, ctx->scratch_off);
}

/* Is [addr, addr + size) in the part of this CPU's context a script may
 * point into: the clause's allocated scratch or its this-> storage?
 * (Loads below; stores: the program's dtap_store_ok, dt_cg_ptr.c.) */
static __always_inline bool dtap_ctx_ptr_ok(struct dtap_ctx *ctx, u64 addr, u64 size)
{
	return dtap_scratch_ok(ctx, addr, size) ||
	       dtap_range_ok(addr, size, ctx->thisv, sizeof(ctx->thisv));
}

/*
 * A load that touches this CPU's context must lie in what a script may
 * point into (dtap_ctx_ptr_ok) or in the clause's string temporaries (a
 * string read as the char array it is: psinfo_t's pr_psargs, declared
 * char [80], is translated from a string; dtrace reads a string's chars
 * where they are too).  Anything else there (below an alloca()'d region,
 * above what was allocated, scratch a previous clause allocated, dtap's
 * own state) is an invalid address, as dtrace-utils faults loads outside
 * an alloca()'d region (dt_cg.c, dt_cg_alloca_access_check).
 */
static __always_inline bool dtap_ctx_load_ok(struct dtap_ctx *ctx, u64 addr, u64 size)
{
	u64 base = (u64)(uintptr_t)ctx;

	if (likely(addr + size <= base || addr >= base + sizeof(*ctx)))
		return true;
	return dtap_ctx_ptr_ok(ctx, addr, size) ||
	       dtap_range_ok(addr, size, ctx->str, sizeof(ctx->str));
}

/*
 * SIZE bytes of kernel memory at SRC into DST: the one checked read every
 * load of a script's address goes through.  False, with the clause
 * faulted ("invalid address"), if SRC is refused or unmapped; DST may then
 * hold part of the bytes.
 */
static __always_inline bool dtap_kread(struct dtap_ctx *ctx, void *dst, u64 src, u64 size)
{
	if (unlikely(!dtap_kaddr_ok(src, size ? size : 1) ||
		     !dtap_ctx_load_ok(ctx, src, size) ||
		     copy_from_kernel_nofault(dst, (const void *)(uintptr_t)src, size))) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, src);
		return false;
	}
	return true;
}

/* SIZE (1, 2, 4, 8) bytes at ADDR, zero-extended; 0 and a fault if the
 * address is refused or unmapped.  x86 is little-endian: the first SIZE
 * bytes of the u64 are the value. */
static __maybe_unused u64 dtap_load(struct dtap_ctx *ctx, u64 addr, u32 size)
{
	u64 v = 0;

	return dtap_kread(ctx, &v, addr, size) ? v : 0;
}

/* SIZE bytes of kernel memory at SRC into DST (a variable's storage): a
 * struct or union assigned by value.  SRC refused or unmapped: a fault,
 * and DST all zeros (a failed nofault copy may have written part of it,
 * or zeros where the load faulted: no half-copied value survives). */
static noinline __maybe_unused void dtap_copy_kernel(struct dtap_ctx *ctx, void *dst, u64 src,
						     u64 size)
{
	if (unlikely(!dtap_kread(ctx, dst, src, size)))
		memset(dst, 0, size);
}

/*
 * The string at ADDR, at most MAX - 1 bytes (MAX <= DTAP_STRSIZE + 1),
 * copied into the context's string slot SLOT; "" and a fault when the
 * address is refused or the string runs into an unmapped page.  The
 * kernel's strncpy_from_kernel_nofault() is not exported to modules, so
 * this reads aligned 8-byte words with copy_from_kernel_nofault(): an
 * aligned word never spans two pages, so no read touches a page the
 * string does not reach; the loop is bounded by MAX / 8 + 1 words.
 * noinline: generated code stays straight-line (dtap --check-module).
 */
static noinline __maybe_unused const char *dtap_load_str(struct dtap_ctx *ctx, u32 slot,
							 u64 addr, u32 max)
{
	char *d = ctx->str[slot < DTAP_NSTR ? slot : 0];
	u64 a = addr & ~7ULL;
	u32 i = addr & 7, n = 0;

	if (max > DTAP_STRSIZE + 1)
		max = DTAP_STRSIZE + 1;
	if (unlikely(!dtap_kaddr_ok(addr, 1) || !dtap_ctx_load_ok(ctx, addr, 1)))
		goto bad;
	while (n + 1 < max) {
		u64 w;

		if (unlikely(copy_from_kernel_nofault(&w, (const void *)(uintptr_t)a, 8)))
			goto bad;
		for (; i < 8 && n + 1 < max; i++) {
			char c = (char)(w >> (8 * i));

			if (!c)
				goto done;
			d[n++] = c;
		}
		i = 0;
		a += 8;
	}
done:
	if (max)
		d[n] = '\0';
	return d;
bad:
	d[0] = '\0';
	dtap_fault(ctx, DTAP_FAULT_BADADDR, addr);
	return d;
}

/*
 * A memory item of the record (tracemem, print, printm; dtap_wire.h): u32
 * LEN, u32 0, u64 ADDR, then CAP bytes, zero padded to 8, of which the
 * first COPY were copied from ADDR and the first LEN are printed.  The
 * copy is one nofault call of at most CAP bytes, a constant the
 * translator bounds; an address refused or unmapped faults the clause.
 */
static void dtap_rec_bytes(struct dtap_ctx *ctx, u64 addr, u32 cap, u32 len, u32 copy)
{
	u32 size = 16 + DTAP_ALIGN8(cap);
	u8 *p;

	if (!dtap_rec_room(ctx, size))
		return;
	p = (u8 *)ctx->rec + ctx->rec_len;
	memset(p, 0, size);
	if (copy && unlikely(!dtap_kread(ctx, p + 16, addr, copy)))
		return;	/* (nothing to copy: no address to check) */
	*(u32 *)p = len;
	*(u64 *)(p + 8) = addr;
	ctx->rec_len += size;
}

/* tracemem(addr, cap, len), print(): CAP bytes, the first LEN printed
 * (tracemem's dynamic size, clamped to [0, CAP]). */
static noinline __maybe_unused void dtap_rec_mem(struct dtap_ctx *ctx, u64 addr, u32 cap,
						 s64 len)
{
	dtap_rec_bytes(ctx, addr, cap, clamp_t(s64, len, 0, cap), cap);
}

/*
 * printm(cap, ref): REF is memref()'s pair, { address, length } (any
 * pointer may be given: it is read checked); LENGTH bytes at ADDRESS,
 * at most CAP, are copied and printed.
 */
static noinline __maybe_unused void dtap_rec_memref(struct dtap_ctx *ctx, u64 ref, u32 cap)
{
	u64 pair[2];

	if (unlikely(!dtap_kread(ctx, pair, ref, sizeof(pair))))
		return;
	pair[1] = min_t(u64, pair[1], cap);
	dtap_rec_bytes(ctx, pair[0], cap, (u32)pair[1], (u32)pair[1]);
}

/* ---- the traced process's memory (pid args[] typed from its DWARF) ---- */

/* A user address range [addr, addr + size) a user load may try. */
static __always_inline bool dtap_uaddr_ok(u64 addr, u64 size)
{
	return addr + size > addr && addr + size <= TASK_SIZE_MAX;
}

/*
 * SIZE bytes of the current process's memory at SRC into DST: what a
 * load through a user pointer goes through.  False, with the clause
 * faulted ("invalid address", as dtrace's copyin), if SRC is not a user
 * address or its page is not mapped in (nothing is faulted in).
 */
static __always_inline bool dtap_uread(struct dtap_ctx *ctx, void *dst, u64 src, u64 size)
{
	if (unlikely(!dtap_uaddr_ok(src, size ? size : 1) ||
		     copy_from_user_nofault(dst, (const void __user *)(uintptr_t)src, size))) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, src);
		return false;
	}
	return true;
}

/* dtap_load() of user memory. */
static __maybe_unused u64 dtap_uload(struct dtap_ctx *ctx, u64 addr, u32 size)
{
	u64 v = 0;

	return dtap_uread(ctx, &v, addr, size) ? v : 0;
}

/* A bitfield of WIDTH bits starting at bit SHIFT of the NBYTES bytes at
 * ADDR (the current process's memory when USER), sign-extended when
 * IS_SIGNED; 0 and a fault if the bytes cannot be read. */
static __always_inline u64 dtap_read_bits(struct dtap_ctx *ctx, u64 addr, u32 nbytes,
					  u32 shift, u32 width, bool is_signed, bool user)
{
	u64 v = 0;

	if (unlikely(nbytes > 8 || width == 0 || width > 64)) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, addr);
		return 0;
	}
	if (unlikely(!(user ? dtap_uread(ctx, &v, addr, nbytes)
			    : dtap_kread(ctx, &v, addr, nbytes))))
		return 0;
	v <<= 64 - shift - width;	/* the field's top bit to bit 63 */
	return is_signed ? (u64)((s64)v >> (64 - width)) : v >> (64 - width);
}

static __maybe_unused u64 dtap_load_bits(struct dtap_ctx *ctx, u64 addr, u32 nbytes,
					 u32 shift, u32 width, bool is_signed)
{
	return dtap_read_bits(ctx, addr, nbytes, shift, width, is_signed, false);
}

static __maybe_unused u64 dtap_uload_bits(struct dtap_ctx *ctx, u64 addr, u32 nbytes,
					  u32 shift, u32 width, bool is_signed)
{
	return dtap_read_bits(ctx, addr, nbytes, shift, width, is_signed, true);
}

/* dtap_copy_kernel() from user memory: a user struct assigned by value. */
static noinline __maybe_unused void dtap_copy_umem(struct dtap_ctx *ctx, void *dst, u64 src,
						   u64 size)
{
	if (unlikely(!dtap_uread(ctx, dst, src, size)))
		memset(dst, 0, size);
}

/*
 * dtap_load_str() of user memory: at most MAX - 1 bytes, copied a page
 * at a time (a string may end just before an unmapped page), so the loop
 * runs at most DTAP_STRSIZE / PAGE_SIZE + 2 times.
 */
static noinline __maybe_unused const char *dtap_uload_str(struct dtap_ctx *ctx, u32 slot,
							  u64 addr, u32 max)
{
	char *d = ctx->str[slot < DTAP_NSTR ? slot : 0];
	u32 done = 0;

	if (max > DTAP_STRSIZE + 1)
		max = DTAP_STRSIZE + 1;
	if (!max)
		return d;
	while (done + 1 < max) {
		u64 at = addr + done;
		u32 n = min_t(u32, max - 1 - done, PAGE_SIZE - (at & ~PAGE_MASK));

		if (unlikely(!dtap_uread(ctx, d + done, at, n))) {
			d[0] = '\0';
			return d;
		}
		if (memchr(d + done, '\0', n))
			return d;
		done += n;
	}
	d[done] = '\0';
	return d;
}

/* dtap_rec_mem() of user memory (trace( ), print( ) of a user struct). */
static noinline __maybe_unused void dtap_rec_umem(struct dtap_ctx *ctx, u64 addr, u32 cap,
						  s64 len)
{
	u32 size = 16 + DTAP_ALIGN8(cap);
	u8 *p;

	if (!dtap_rec_room(ctx, size))
		return;
	p = (u8 *)ctx->rec + ctx->rec_len;
	memset(p, 0, size);
	if (cap && unlikely(!dtap_uread(ctx, p + 16, addr, cap)))
		return;
	*(u32 *)p = clamp_t(s64, len, 0, cap);
	*(u64 *)(p + 8) = addr;
	ctx->rec_len += size;
}

/*
 * argN of a USDT probe whose note names a memory operand: when the
 * module could not read it as the probe fired (an unmapped page, a bad
 * base register: probe_uprobe.c leaves the address in args[N]), using
 * the argument faults the clause with that address, as the load would
 * (dtrace: copyin's "invalid address").  An unused one costs nothing.
 */
static __always_inline __maybe_unused u64 dtap_uarg(struct dtap_ctx *ctx, int n)
{
	if (unlikely(ctx->args_bad & (1u << n))) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, ctx->args[n]);
		return 0;
	}
	return ctx->args[n];
}
