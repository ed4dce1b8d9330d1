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
 */
#include <linux/uaccess.h>

/* A kernel address range [addr, addr + size) a load may try. */
static __always_inline bool dtap_kaddr_ok(u64 addr, u64 size)
{
	return addr >= TASK_SIZE_MAX && addr + size > addr;
}

/* SIZE (1, 2, 4, 8) bytes at ADDR, zero-extended; 0 and a fault if the
 * address is refused or unmapped.  x86 is little-endian: the first SIZE
 * bytes of the u64 are the value. */
static __maybe_unused u64 dtap_load(struct dtap_ctx *ctx, u64 addr, u32 size)
{
	u64 v = 0;

	if (unlikely(!dtap_kaddr_ok(addr, size) ||
		     copy_from_kernel_nofault(&v, (const void *)(uintptr_t)addr, size))) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, addr);
		return 0;
	}
	return v;
}

/* A bitfield of WIDTH bits starting at bit SHIFT of the NBYTES bytes at
 * ADDR, sign-extended when IS_SIGNED. */
static __maybe_unused u64 dtap_load_bits(struct dtap_ctx *ctx, u64 addr, u32 nbytes,
					 u32 shift, u32 width, bool is_signed)
{
	u64 v = 0;

	if (unlikely(nbytes > 8 || width == 0 || width > 64 ||
		     !dtap_kaddr_ok(addr, nbytes) ||
		     copy_from_kernel_nofault(&v, (const void *)(uintptr_t)addr, nbytes))) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, addr);
		return 0;
	}
	v <<= 64 - shift - width;	/* the field's top bit to bit 63 */
	return is_signed ? (u64)((s64)v >> (64 - width)) : v >> (64 - width);
}

/* The string at ADDR, at most MAX - 1 bytes (MAX <= DTAP_STRSIZE + 1),
 * copied into the context's string slot SLOT; "" and a fault when the
 * address is refused or unmapped. */
static __maybe_unused const char *dtap_load_str(struct dtap_ctx *ctx, u32 slot, u64 addr,
						u32 max)
{
	char *d = ctx->str[slot < DTAP_NSTR ? slot : 0];
	long n = -EFAULT;

	if (max > DTAP_STRSIZE + 1)
		max = DTAP_STRSIZE + 1;
	if (likely(max && dtap_kaddr_ok(addr, 1)))
		n = strncpy_from_kernel_nofault(d, (const void *)(uintptr_t)addr, max);
	if (unlikely(n < 0)) {
		d[0] = '\0';
		dtap_fault(ctx, DTAP_FAULT_BADADDR, addr);
	}
	return d;
}
