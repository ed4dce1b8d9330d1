// SPDX-License-Identifier: GPL-2.0
/*
 * inet.c - inet_ntoa(), inet_ntoa6(), inet_ntop(): network addresses in
 * kernel memory as text, written to a scratch string.
 *
 * The address bytes are read with the checked accessor (a bad pointer
 * faults the clause).  IPv6 is written as inet_ntop(3) writes it
 * (RFC 4291 text, as glibc does): the first longest run of two or more
 * zero groups becomes "::", groups in lower-case hex without leading
 * zeros, and an IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible
 * (::a.b.c.d, not :: or ::1) address ends in the dotted quad.  Every loop
 * is bounded by the 16 bytes of an address.
 */

#define DTAP_AF_INET	2
#define DTAP_AF_INET6	10	/* Linux's value */

/* "a.b.c.d" of the 4 bytes at B, at D; returns the length. */
static u32 dtap_inet_quad(char *d, const u8 *b)
{
	u32 n = 0;

	for (int i = 0; i < 4; i++) {
		u32 v = b[i];

		if (i)
			d[n++] = '.';
		if (v >= 100)
			d[n++] = '0' + v / 100;
		if (v >= 10)
			d[n++] = '0' + v / 10 % 10;
		d[n++] = '0' + v % 10;
	}
	d[n] = '\0';
	return n;
}

static void dtap_inet_6(char *d, const u8 *b)
{
	u16 w[8];
	int best = -1, bestlen = 0, cur = -1, n = 0;

	for (int i = 0; i < 8; i++) {
		w[i] = (u16)(b[2 * i] << 8 | b[2 * i + 1]);
		if (w[i] == 0 && cur < 0)
			cur = i;
		if (w[i] == 0 && i - cur + 1 > bestlen && i - cur + 1 >= 2) {
			best = cur;
			bestlen = i - cur + 1;
		}
		if (w[i] != 0)
			cur = -1;
	}
	for (int i = 0; i < 8; i++) {
		if (i == best) {
			d[n++] = ':';
			if (i + bestlen == 8)
				d[n++] = ':';
			i += bestlen - 1;
			continue;
		}
		if (i)
			d[n++] = ':';
		/* the IPv4 tail of a mapped or compatible address */
		if (i == 6 && best == 0 && (bestlen == 6 || (bestlen == 5 && w[5] == 0xffff))) {
			dtap_inet_quad(d + n, b + 12);
			return;
		}
		for (int s = 12, lead = 1; s >= 0; s -= 4) {
			u32 x = (w[i] >> s) & 0xf;

			if (x || !lead || s == 0) {
				d[n++] = "0123456789abcdef"[x];
				lead = 0;
			}
		}
	}
	d[n] = '\0';
}

static noinline __maybe_unused void dtap_inet_ntoa(struct dtap_ctx *ctx, char *dst, u64 addr)
{
	u8 b[4];

	dst[0] = '\0';
	if (dtap_kread(ctx, b, addr, 4))
		dtap_inet_quad(dst, b);
}

static noinline __maybe_unused void dtap_inet_ntoa6(struct dtap_ctx *ctx, char *dst, u64 addr)
{
	u8 b[16];

	dst[0] = '\0';
	if (dtap_kread(ctx, b, addr, 16))
		dtap_inet_6(dst, b);
}

/* inet_ntop(af, addr): AF_INET or AF_INET6; another family is an illegal
 * operation, as DTrace reports it. */
static noinline __maybe_unused void dtap_inet_ntop(struct dtap_ctx *ctx, char *dst, s64 af,
						   u64 addr)
{
	dst[0] = '\0';
	if (af == DTAP_AF_INET)
		dtap_inet_ntoa(ctx, dst, addr);
	else if (af == DTAP_AF_INET6)
		dtap_inet_ntoa6(ctx, dst, addr);
	else
		dtap_fault(ctx, DTAP_FAULT_ILLOP, 0);
}

/*
 * link_ntop(type, addr): a link-layer address as lower-case hex bytes
 * joined by ':', as dtrace-utils' dt_link_ntop (bpf/link_ntop.S) writes
 * it: ARPHRD_ETHER (1) 6 bytes, ARPHRD_INFINIBAND (32) 20; another type
 * is an illegal operation (libdtrace/dt_cg.c, dt_cg_subr_link_ntop(),
 * with the type as its value).  Bounded by the 20 bytes.
 */
static noinline __maybe_unused void dtap_link_ntop(struct dtap_ctx *ctx, char *dst, s64 type,
						   u64 addr)
{
	static const char hex[] = "0123456789abcdef";
	u8 b[20];
	int len = type == 1 ? 6 : type == 32 ? 20 : 0, n = 0;

	dst[0] = '\0';
	if (!len) {
		dtap_fault(ctx, DTAP_FAULT_ILLOP, (u64)type);
		return;
	}
	if (!dtap_kread(ctx, b, addr, len))
		return;
	for (int i = 0; i < len; i++) {
		if (i)
			dst[n++] = ':';
		dst[n++] = hex[b[i] >> 4];
		dst[n++] = hex[b[i] & 15];
	}
	dst[n] = '\0';
}
