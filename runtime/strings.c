// SPDX-License-Identifier: GPL-2.0
/*
 * strings.c - D's string and integer subroutines (translator/elab/dt_subr.c
 * lists them with their prototypes).
 *
 * Every input string is a value the module owns (a literal, a variable, a
 * probe name field or an earlier result), so it is read directly, but
 * never past DTAP_STRSIZE bytes: every loop here is bounded by it.  A
 * string result goes to DST, a scratch buffer of DTAP_STRSIZE + 1 bytes
 * the translator assigned to the call site, and is cut at DTAP_STRSIZE
 * as every D string is.  Semantics follow DTrace's DIF subroutines (the
 * position rules of index/rindex/substr come from Perl, as dtrace's do).
 * Every helper with a loop is noinline, so the generated handlers that
 * call it stay straight-line (dtap --check-module checks that).
 */

static noinline __maybe_unused u64 dtap_strlen(struct dtap_ctx *ctx, const char *s)
{
	return strnlen(s, DTAP_STRSIZE);
}

/* Append at most DTAP_STRSIZE - *len bytes of SRC to DST. */
static void dtap_str_append(char *dst, size_t *len, const char *src, size_t n)
{
	size_t room = DTAP_STRSIZE - *len;

	n = n < room ? n : room;
	memcpy(dst + *len, src, n);
	*len += n;
	dst[*len] = '\0';
}

/* DST is the call site's own scratch string: never one of the inputs. */
static noinline __maybe_unused void dtap_strjoin(char *dst, const char *a, const char *b)
{
	size_t len = 0;

	dtap_str_append(dst, &len, a, strnlen(a, DTAP_STRSIZE));
	dtap_str_append(dst, &len, b, strnlen(b, DTAP_STRSIZE));
}

/* substr(s, index [, length]): negative index counts from the end,
 * negative length leaves that many bytes off the end. */
static noinline __maybe_unused void dtap_substr(char *dst, const char *s, s64 index, s64 remaining,
				       int argc)
{
	s64 len = strnlen(s, DTAP_STRSIZE), size = DTAP_STRSIZE;

	if (argc < 3)
		remaining = size;
	if (index < 0) {
		index += len;
		if (index < 0 && index + remaining > 0) {
			remaining += index;
			index = 0;
		}
	}
	if (index >= len || index < 0)
		remaining = 0;
	else if (remaining < 0)
		remaining += len - index;
	else if (index + remaining > size)
		remaining = size - index;
	if (remaining < 0)
		remaining = 0;
	remaining = min_t(s64, remaining, len - index > 0 ? len - index : 0);
	memmove(dst, s + (remaining ? index : 0), remaining);
	dst[remaining] = '\0';
}

/* Does SUB (SUBLEN bytes) occur in S at POS (S has LEN bytes)? */
static bool dtap_str_at(const char *s, s64 len, s64 pos, const char *sub, s64 sublen)
{
	return pos + sublen <= len && memcmp(s + pos, sub, sublen) == 0;
}

static noinline __maybe_unused s64 dtap_index(struct dtap_ctx *ctx, const char *s, const char *sub,
				     s64 pos, int argc)
{
	s64 len = strnlen(s, DTAP_STRSIZE), sublen = strnlen(sub, DTAP_STRSIZE);

	if (len == 0 && sublen == 0)
		return 0;
	if (argc < 3 || pos < 0)
		pos = 0;
	if (argc == 3 && pos >= len)
		return sublen == 0 ? len : -1;
	for (; pos < len; pos++)
		if (dtap_str_at(s, len, pos, sub, sublen))
			return pos;
	return -1;
}

static noinline __maybe_unused s64 dtap_rindex(struct dtap_ctx *ctx, const char *s, const char *sub,
				      s64 pos, int argc)
{
	s64 len = strnlen(s, DTAP_STRSIZE), sublen = strnlen(sub, DTAP_STRSIZE);

	if (len == 0 && sublen == 0)
		return 0;
	if (argc < 3)
		pos = len;
	else if (pos < 0)
		return sublen == 0 ? 0 : -1;
	else if (pos > len)
		pos = len;
	for (; pos >= 0; pos--)
		if (dtap_str_at(s, len, pos, sub, sublen))
			return pos;
	return -1;
}

static noinline __maybe_unused void dtap_strchr(char *dst, const char *s, s64 c)
{
	size_t len = strnlen(s, DTAP_STRSIZE), i;

	for (i = 0; i < len && s[i] != (char)c; i++)
		;		/* not found: i == len, the empty string */
	memmove(dst, s + i, len - i);
	dst[len - i] = '\0';
}

static noinline __maybe_unused void dtap_strrchr(char *dst, const char *s, s64 c)
{
	size_t len = strnlen(s, DTAP_STRSIZE), i, at = len;

	for (i = 0; i < len; i++)
		if (s[i] == (char)c)
			at = i;
	memmove(dst, s + at, len - at);
	dst[len - at] = '\0';
}

static noinline __maybe_unused void dtap_strstr(char *dst, const char *s, const char *sub)
{
	s64 len = strnlen(s, DTAP_STRSIZE), sublen = strnlen(sub, DTAP_STRSIZE), pos;

	for (pos = 0; pos <= len; pos++)
		if (dtap_str_at(s, len, pos, sub, sublen))
			break;
	if (pos > len)
		pos = len;	/* not found: the empty string */
	memmove(dst, s + pos, len - pos);
	dst[len - pos] = '\0';
}

static noinline __maybe_unused void dtap_toupper(char *dst, const char *s)
{
	size_t len = strnlen(s, DTAP_STRSIZE), i;

	for (i = 0; i < len; i++)
		dst[i] = s[i] >= 'a' && s[i] <= 'z' ? s[i] - 'a' + 'A' : s[i];
	dst[len] = '\0';
}

static noinline __maybe_unused void dtap_tolower(char *dst, const char *s)
{
	size_t len = strnlen(s, DTAP_STRSIZE), i;

	for (i = 0; i < len; i++)
		dst[i] = s[i] >= 'A' && s[i] <= 'Z' ? s[i] - 'A' + 'a' : s[i];
	dst[len] = '\0';
}

/* The last path component of S as [*start, *end) ignoring trailing
 * slashes; *end == 0 when S is empty, *start == *end when all slashes. */
static void dtap_path_last(const char *s, size_t len, size_t *start, size_t *end)
{
	size_t e = len, b;

	while (e > 0 && s[e - 1] == '/')
		e--;
	for (b = e; b > 0 && s[b - 1] != '/'; b--)
		;
	*start = b;
	*end = e;
}

static void dtap_set(char *dst, const char *src, size_t n)
{
	memmove(dst, src, n);
	dst[n] = '\0';
}

static noinline __maybe_unused void dtap_basename(char *dst, const char *s)
{
	size_t len = strnlen(s, DTAP_STRSIZE), b, e;

	dtap_path_last(s, len, &b, &e);
	if (len == 0)
		dtap_set(dst, ".", 1);
	else if (e == 0)
		dtap_set(dst, "/", 1);
	else
		dtap_set(dst, s + b, e - b);
}

static noinline __maybe_unused void dtap_dirname(char *dst, const char *s)
{
	size_t len = strnlen(s, DTAP_STRSIZE), b, e;

	dtap_path_last(s, len, &b, &e);
	if (len == 0 || (e > 0 && b == 0)) {
		dtap_set(dst, ".", 1);
		return;
	}
	while (b > 0 && s[b - 1] == '/')	/* the slashes before the last part */
		b--;
	if (b == 0)
		dtap_set(dst, "/", 1);
	else
		dtap_set(dst, s, b);
}

/* cleanpath: "//" becomes "/", "." components go, ".." takes the
 * component before it with it.  DST is not S (its own scratch slot). */
static noinline __maybe_unused void dtap_cleanpath(char *dst, const char *s)
{
	size_t len = strnlen(s, DTAP_STRSIZE), i = 0, j = 0, k, m;

	while (i < len) {
		if (s[i] == '/') {
			if (j == 0 || dst[j - 1] != '/')
				dst[j++] = '/';
			i++;
			continue;
		}
		for (k = i; k < len && s[k] != '/'; k++)
			;
		if (k - i == 1 && s[i] == '.') {
			i = k < len ? k + 1 : k;
			continue;
		}
		if (k - i == 2 && s[i] == '.' && s[i + 1] == '.' && j > 1) {
			for (m = j - 1; m > 0 && dst[m - 1] != '/'; m--)
				;
			j = m;
			i = k < len ? k + 1 : k;
			continue;
		}
		memcpy(dst + j, s + i, k - i);
		j += k - i;
		i = k;
	}
	dst[j] = '\0';
}

/* strtok(s, delim): the next token of S, or with S NULL of the string
 * the last strtok on this CPU started ("" when there is none left). */
static noinline __maybe_unused void dtap_strtok(struct dtap_ctx *ctx, char *dst, const char *s,
				       const char *delim)
{
	size_t dl = strnlen(delim, DTAP_STRSIZE), len, b, e;

	if (s) {
		dtap_strcpy(ctx->strtok_buf, s);
		ctx->strtok_off = 0;
	}
	len = strnlen(ctx->strtok_buf, DTAP_STRSIZE);
	for (b = min_t(size_t, ctx->strtok_off, len);
	     b < len && memchr(delim, ctx->strtok_buf[b], dl); b++)
		;
	for (e = b; e < len && !memchr(delim, ctx->strtok_buf[e], dl); e++)
		;
	ctx->strtok_off = e < len ? e + 1 : e;
	dtap_set(dst, ctx->strtok_buf + b, e - b);
}

/*
 * lltostr(v [, base]) as dtrace's: base 2 to 36 (another faults with
 * "illegal operation"); base 10 is signed, the others print the 64-bit
 * pattern, 16 with "0x" and 8 with a leading 0 ("0x0" and "0" for 0).
 * At most 64 digits: the loop divides by at least 2.
 */
static noinline __maybe_unused void dtap_lltostr(struct dtap_ctx *ctx, char *dst, s64 v,
						 s64 base, int argc)
{
	char buf[72], *p = buf + sizeof(buf);
	u64 u, d;

	if (argc < 2)
		base = 10;
	if (base < 2 || base > 36) {
		dtap_fault(ctx, DTAP_FAULT_ILLOP, 0);
		return;
	}
	u = base == 10 && v < 0 ? 0 - (u64)v : (u64)v;
	for (; u; u /= (u64)base) {
		d = u % (u64)base;
		*--p = d < 10 ? '0' + d : 'a' + d - 10;
	}
	if (v == 0 && base == 16)
		*--p = '0';
	if (base == 16)
		*--p = 'x';
	if (v == 0 || base == 8 || base == 16)
		*--p = '0';
	if (v < 0 && base == 10)
		*--p = '-';
	dtap_set(dst, p, buf + sizeof(buf) - p);
}

static int dtap_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 10;
	return 99;
}

/* strtoll(s [, base]): C's, wrapping on overflow; a bad base gives 0. */
static noinline __maybe_unused s64 dtap_strtoll(struct dtap_ctx *ctx, const char *s, s64 base,
				       int argc)
{
	size_t len = strnlen(s, DTAP_STRSIZE), i = 0;
	bool neg = false;
	u64 v = 0;

	if (argc < 2)
		base = 10;
	if (base < 0 || base == 1 || base > 36)
		return 0;
	while (i < len && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r')))
		i++;
	if (i < len && (s[i] == '-' || s[i] == '+'))
		neg = s[i++] == '-';
	if ((base == 0 || base == 16) && i + 1 < len && s[i] == '0' &&
	    (s[i + 1] == 'x' || s[i + 1] == 'X') && dtap_digit(s[i + 2]) < 16) {
		i += 2;
		base = 16;
	} else if (base == 0) {
		base = i < len && s[i] == '0' ? 8 : 10;
	}
	for (; i < len && dtap_digit(s[i]) < base; i++)
		v = v * base + dtap_digit(s[i]);
	return neg ? (s64)(0 - v) : (s64)v;
}

static __maybe_unused u64 dtap_bswap16(struct dtap_ctx *ctx, u64 v)
{
	return be16_to_cpu((__force __be16)(u16)v);
}

static __maybe_unused u64 dtap_bswap32(struct dtap_ctx *ctx, u64 v)
{
	return be32_to_cpu((__force __be32)(u32)v);
}

static __maybe_unused u64 dtap_bswap64(struct dtap_ctx *ctx, u64 v)
{
	return be64_to_cpu((__force __be64)v);
}

/* dev_t as Linux encodes it in the kernel (MINORBITS 20). */
static __maybe_unused u64 dtap_getmajor(struct dtap_ctx *ctx, u64 dev)
{
	return MAJOR((dev_t)dev);
}

static __maybe_unused u64 dtap_getminor(struct dtap_ctx *ctx, u64 dev)
{
	return MINOR((dev_t)dev);
}

/* rand(): a per-CPU xorshift seeded from the clock: cheap, lock-free,
 * and as unpredictable as dtrace's (which makes no promise either). */
static noinline __maybe_unused s64 dtap_rand(struct dtap_ctx *ctx)
{
	u64 x = ctx->rand_state;

	if (!x)
		x = ktime_get_mono_fast_ns() | 1;
	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	ctx->rand_state = x;
	return (s32)(x >> 32);
}

/*
 * memstr(addr, sep, len) (FreeBSD's D): the LEN bytes of kernel memory at
 * ADDR (at most strsize) as one string, each NUL but a last one turned
 * into SEP: "a\0b\0" with ' ' is "a b".  One checked copy.
 */
static noinline __maybe_unused void dtap_memstr(struct dtap_ctx *ctx, char *dst, u64 addr,
						s64 sep, s64 len)
{
	u32 n = len < 0 ? 0 : len > DTAP_STRSIZE ? DTAP_STRSIZE : (u32)len;

	dst[0] = '\0';
	if (n && !dtap_kread(ctx, dst, addr, n)) {
		dst[0] = '\0';
		return;
	}
	if (n && dst[n - 1] == '\0')
		n--;
	for (u32 i = 0; i < n; i++)
		if (dst[i] == '\0')
			dst[i] = (char)sep;
	dst[n] = '\0';
}

/*
 * uuidstr(p) (FreeBSD's D): the struct uuid at P as text: time_low,
 * time_mid and time_hi_and_version are integers in the machine's byte
 * order, then the clock sequence and node bytes in order.
 */
static noinline __maybe_unused void dtap_uuidstr(struct dtap_ctx *ctx, char *dst, u64 addr)
{
	u8 b[16];
	u32 tl;
	u16 tm, th;

	dst[0] = '\0';
	if (!dtap_kread(ctx, b, addr, sizeof(b)))
		return;
	memcpy(&tl, b, 4);
	memcpy(&tm, b + 4, 2);
	memcpy(&th, b + 6, 2);
	scnprintf(dst, DTAP_STRSIZE + 1, "%08x-%04x-%04x-%02x%02x-%02x%02x%02x%02x%02x%02x",
		  tl, tm, th, b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
}

/*
 * random(): a 64-bit pseudo-random number of better quality than rand()'s
 * (FreeBSD's D has it): xorshift64* over the CPU's own state, as rand()
 * uses it, so no lock is taken in probe context.
 */
static noinline __maybe_unused u64 dtap_random(struct dtap_ctx *ctx)
{
	u64 x = ctx->rand_state;

	if (!x)
		x = ktime_get_mono_fast_ns() | 1;
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	ctx->rand_state = x;
	return x * 0x2545f4914f6cdd1dULL;
}

/* progenyof(pid): is the current task PID or one of its descendants?
 * The walk up the parents is bounded (pid_max is at most 2^22, but no
 * real tree is that deep; 4096 levels cover any sane one). */
static noinline __maybe_unused s64 dtap_progenyof(struct dtap_ctx *ctx, s64 pid)
{
	struct task_struct *t = current;
	int depth;

	rcu_read_lock();
	for (depth = 0; depth < 4096 && t; depth++) {
		if (task_tgid_nr(t) == pid) {
			rcu_read_unlock();
			return 1;
		}
		if (t == rcu_dereference(t->real_parent))
			break;
		t = rcu_dereference(t->real_parent);
	}
	rcu_read_unlock();
	return 0;
}

/* dtap_psargs(start, end): the current process's argument strings (its
 * mm's arg_start to arg_end), joined by spaces as ps(1) shows them, at
 * most 79 bytes: psinfo_t's pr_psargs (tapsets/psinfo.d).  Unreadable
 * memory: "" and a fault.  Both loops are bounded by 80. */
static noinline __maybe_unused void dtap_psargs(struct dtap_ctx *ctx, char *dst, u64 start,
						u64 end)
{
	size_t n = end > start ? min_t(u64, end - start, 79) : 0;

	if (n > DTAP_STRSIZE)
		n = DTAP_STRSIZE;
	if (n && copy_from_user_nofault(dst, (const void __user *)(unsigned long)start, n)) {
		dst[0] = '\0';
		dtap_fault(ctx, DTAP_FAULT_BADADDR, start);
		return;
	}
	while (n && dst[n - 1] == '\0')
		n--;
	for (size_t i = 0; i < n; i++)
		if (dst[i] == '\0')
			dst[i] = ' ';
	dst[n] = '\0';
}

/* copyinstr(addr [, size]): a string of the current process's memory,
 * read with the fault-tolerant user copy, a page at a time (a string may
 * end just before an unmapped page); a bad address aborts the clause
 * ("invalid address"), as every load through a script's pointer does.
 * The loop runs at most strsize / chunk + 1 times. */
static noinline __maybe_unused void dtap_copyinstr(struct dtap_ctx *ctx, char *dst, u64 addr,
					  s64 size, int argc)
{
	size_t max = DTAP_STRSIZE, done = 0;

	if (argc == 2 && size >= 0 && (u64)size < max)
		max = size;
	while (done < max) {
		u64 at = addr + done;
		size_t n = min_t(size_t, max - done, PAGE_SIZE - (at & ~PAGE_MASK));

		if (copy_from_user_nofault(dst + done, (const void __user *)(unsigned long)at,
					   n)) {
			dst[0] = '\0';
			dtap_fault(ctx, DTAP_FAULT_BADADDR, at);
			return;
		}
		if (memchr(dst + done, '\0', n))
			return;
		done += n;
	}
	dst[max] = '\0';
}
