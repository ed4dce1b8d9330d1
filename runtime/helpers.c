// SPDX-License-Identifier: GPL-2.0
/*
 * helpers.c - the operations generated clauses call that need a check or
 * a bound: division, strings, built-in variables.
 */

/*
 * Division and remainder with D's (C's) semantics on 64-bit operands; the
 * generated code converts operands and result to the expression's type.
 * A zero divisor faults the clause.  x / -1 is computed as a negation so
 * that S64_MIN / -1 wraps instead of raising #DE in the kernel.
 */
static __always_inline __maybe_unused s64 dtap_sdiv(struct dtap_ctx *ctx, s64 a, s64 b)
{
	if (unlikely(b == 0)) {
		dtap_fault(ctx, DTAP_FAULT_DIVZERO, 0);
		return 0;
	}
	if (unlikely(b == -1))
		return (s64)(0 - (u64)a);
	return a / b;
}

static __always_inline __maybe_unused s64 dtap_smod(struct dtap_ctx *ctx, s64 a, s64 b)
{
	if (unlikely(b == 0)) {
		dtap_fault(ctx, DTAP_FAULT_DIVZERO, 0);
		return 0;
	}
	if (unlikely(b == -1))
		return 0;
	return a % b;
}

static __always_inline __maybe_unused u64 dtap_udiv(struct dtap_ctx *ctx, u64 a, u64 b)
{
	if (unlikely(b == 0)) {
		dtap_fault(ctx, DTAP_FAULT_DIVZERO, 0);
		return 0;
	}
	return a / b;
}

static __always_inline __maybe_unused u64 dtap_umod(struct dtap_ctx *ctx, u64 a, u64 b)
{
	if (unlikely(b == 0)) {
		dtap_fault(ctx, DTAP_FAULT_DIVZERO, 0);
		return 0;
	}
	return a % b;
}

/*
 * Strings follow DTrace's strsize: a value holds at most DTAP_STRSIZE
 * bytes (longer ones are cut there), and comparisons look at no more than
 * DTAP_STRSIZE bytes (DIF's scmp is strncmp(a, b, strsize)).  Buffers
 * that hold a value have DTAP_STRSIZE + 1 bytes, so C code can always
 * find a NUL.  Sources (literals, probe names) may be longer.
 */

/* Bounded string copy into a DTAP_STRSIZE + 1 buffer; DST may equal SRC. */
static __maybe_unused void dtap_strcpy(char *dst, const char *src)
{
	size_t len;

	if (dst == src) {
		dst[DTAP_STRSIZE] = '\0';
		return;
	}
	len = strnlen(src, DTAP_STRSIZE);
	memmove(dst, src, len);
	dst[len] = '\0';
}

/* SRC into the CAP bytes at DST (an element of a string array, a string
 * member): at most CAP - 1 chars and a NUL. */
static noinline __maybe_unused void dtap_str_store(char *dst, const char *src, size_t cap)
{
	size_t len = strnlen(src, cap - 1);

	memmove(dst, src, len);
	dst[len] = '\0';
}

/* strncmp(a, b, strsize), comparing bytes as unsigned.  noinline: its
 * loop stays out of the generated code (DTAP_GENERATED). */
static noinline __maybe_unused int dtap_strcmp(const char *a, const char *b)
{
	size_t i;

	for (i = 0; i < DTAP_STRSIZE; i++) {
		unsigned char ca = a[i], cb = b[i];

		if (ca != cb)
			return ca < cb ? -1 : 1;
		if (!ca)
			break;
	}
	return 0;
}

/*
 * timestamp and walltimestamp.  The NMI-safe "fast" clock accessors are
 * used instead of ktime_get_ns()/ktime_get_real_ns(): those retry on the
 * timekeeping seqcount and would spin forever in a probe that fires inside
 * the timekeeping update itself (future fbt probes can).
 */
static __always_inline __maybe_unused u64 dtap_timestamp(void)
{
	return ktime_get_mono_fast_ns();
}

static __always_inline __maybe_unused u64 dtap_walltimestamp(void)
{
	return ktime_get_real_fast_ns();
}
