/*
 * out_printf.c - format printf() and printa("fmt") output from the format
 * string (parsed by dt_fmt_parse, the same parser pass 2 checks with) and
 * the recorded data items.
 *
 * As in dtrace, the conversion decides the signedness and the argument's
 * D type decides the size: the 64-bit recorded value is first truncated
 * to the type's size, then sign-extended for %d %i %c and zero-extended
 * for %u %x %X %o %p.  Length modifiers in the format are accepted and
 * ignored for that reason.  %p prints like %x (dtrace maps "p" to "x").
 * Each conversion with flags, a width or a precision is handed to the C
 * library's printf ('*' values come from the preceding arguments), so
 * padding rules are exactly C's, as they are for dtrace.
 *
 * Speed: a format is compiled once, when the metadata is loaded
 * (dtc_pfmt_compile): the literal runs with "%%" folded, and for each
 * conversion its C format or, for %d %i %u %x %X %p %c with at most a
 * width and '-' (no other flag, no precision: the common case), a direct
 * conversion padded by hand (out_num.c); likewise for %s.
 * Formatting a record is then fwrite()s and at most one printf call per
 * conversion that needs one.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "libdtap_impl.h"
#include "util/dt_util.h"

/* The value of an int item as the conversion sees it. */
static int64_t pf_signed(const struct dtap_item *it)
{
	switch (it->type.size) {
	case 1: return (int8_t)it->ival;
	case 2: return (int16_t)it->ival;
	case 4: return (int32_t)it->ival;
	default: return it->ival;
	}
}

double dtc_item_double(const struct dtap_item *it)
{
	uint64_t bits = (uint64_t)it->ival;
	uint32_t low = (uint32_t)bits;
	float f;
	double d;

	if (it->type.size == 4) {
		memcpy(&f, &low, sizeof(f));
		return f;
	}
	memcpy(&d, &bits, sizeof(d));
	return d;
}

static uint64_t pf_unsigned(const struct dtap_item *it)
{
	switch (it->type.size) {
	case 1: return (uint8_t)it->ival;
	case 2: return (uint16_t)it->ival;
	case 4: return (uint32_t)it->ival;
	default: return (uint64_t)it->ival;
	}
}

/* ---- compiling a format ---- */

/* Append fmt[from, to) to the literal store with "%%" turned into "%". */
static size_t pf_fold(char *dst, const char *fmt, int from, int to)
{
	size_t n = 0;
	int i;

	for (i = from; i < to; i++) {
		if (fmt[i] == '%' && i + 1 < to && fmt[i + 1] == '%')
			i++;
		dst[n++] = fmt[i];
	}
	return n;
}

/* The C format of conversion C: flags, '*' for a width and ".*" for a
 * precision (their values are passed as arguments), length, host conv. */
static void pf_hostfmt(struct dtc_fconv *fc)
{
	const struct dt_conv *c = &fc->conv;
	const char *len = "ll";
	char host = c->conv;

	switch (c->conv) {
	case 'd': case 'i': host = 'd'; break;
	case 'p': host = 'x'; break;
	case 'c': len = ""; break;
	case 's': len = ""; break;
	case 'e': case 'E': case 'f': case 'g': case 'G': len = ""; break;	/* a double */
	default: break;	/* u x X o */
	}
	snprintf(fc->host, sizeof(fc->host), "%%%s%s%s%s%c", c->flags,
		 c->width != -1 ? "*" : "", c->prec != -1 ? ".*" : "", len, host);
	/* a string always gets a width and a precision (its length) */
	snprintf(fc->shost, sizeof(fc->shost), "%%%s*.*s", c->flags);
	fc->padonly = (!c->flags[0] || strcmp(c->flags, "-") == 0) &&
		      c->prec == -1 && c->conv != 'o';
	fc->plain = fc->padonly && !c->flags[0] && c->width == -1;
}

int dtc_pfmt_compile(struct dtc_pfmt *pf, const char *fmt)
{
	struct dt_conv convs[DTC_MAXCONVS];
	const char *emsg;
	int eoff, n, i, pos = 0;
	size_t len = strlen(fmt), off = 0;

	memset(pf, 0, sizeof(*pf));
	pf->text = malloc(len + 1);
	if (!pf->text)
		return -1;
	n = dt_fmt_parse(fmt, convs, DTC_MAXCONVS, &emsg, &eoff);
	if (n < 0) {
		/* pass 2 rejects these; never lose text: print it as is */
		memcpy(pf->text, fmt, len);
		pf->taillen = len;
		pf->bad = true;
		return 0;
	}
	pf->convs = calloc((size_t)n + 1, sizeof(*pf->convs));
	if (!pf->convs)
		return -1;
	for (i = 0; i < n; i++) {
		struct dtc_fconv *fc = &pf->convs[i];

		fc->conv = convs[i];
		fc->litoff = off;
		fc->litlen = pf_fold(pf->text + off, fmt, pos, convs[i].start);
		off += fc->litlen;
		pos = convs[i].end;
		pf_hostfmt(fc);
	}
	pf->nconvs = n;
	pf->tailoff = off;
	pf->taillen = pf_fold(pf->text + off, fmt, pos, (int)len);
	return 0;
}

void dtc_pfmt_free(struct dtc_pfmt *pf)
{
	free(pf->text);
	free(pf->convs);
	memset(pf, 0, sizeof(*pf));
}

/* ---- formatting ---- */

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
/* Call printf with the host format of FC, exactly the '*' arguments it
 * names, then the value. */
#define PF_CALL(fc, width, prec, val)					\
	do {								\
		if ((fc)->conv.width != -1 && (fc)->conv.prec != -1)	\
			fprintf(out, (fc)->host, width, prec, val);	\
		else if ((fc)->conv.width != -1)			\
			fprintf(out, (fc)->host, width, val);		\
		else if ((fc)->conv.prec != -1)				\
			fprintf(out, (fc)->host, prec, val);		\
		else							\
			fprintf(out, (fc)->host, val);			\
	} while (0)

/* %s: the string is bounded by its length (a string of strsize bytes
 * has no NUL in an aggregation key): write it, or give printf the
 * precision, the format's own when smaller. */
static void pf_str(FILE *out, const struct dtc_fconv *fc, int width, int prec,
		   const struct dtap_item *it)
{
	const struct dt_conv *c = &fc->conv;
	int n = it->str ? (int)it->len : 0;

	if (c->prec != -1 && prec >= 0 && prec < n)
		n = prec;
	if (!c->flags[0] || strcmp(c->flags, "-") == 0) {
		/* a negative '*' width means '-' as in C */
		bool left = c->flags[0] == '-' || (c->width != -1 && width < 0);
		int w = c->width == -1 ? 0 : width == INT_MIN ? INT_MAX :
			width < 0 ? -width : width;

		dtc_put_field(out, it->str ? it->str : "", (size_t)n, w, left);
		return;
	}
	fprintf(out, fc->shost, c->width != -1 ? width : 0, n, it->str ? it->str : "");
}
#pragma GCC diagnostic pop

/* A conversion with no flags but '-', a width maybe, no precision: no
 * printf at all (WIDTH -1: none; a negative '*' width means '-'). */
static void pf_padded(FILE *out, const struct dtc_fconv *fc, char conv, int width,
		      const struct dtap_item *it)
{
	char buf[DTC_NUMBUF], *end = buf + sizeof(buf), *p;
	bool left = fc->conv.flags[0] == '-';

	switch (conv) {
	case 'c':
		p = end - 1;
		*p = (char)pf_signed(it);
		break;
	case 'u': case 'x': case 'X':
		p = dtc_num_uint(end, pf_unsigned(it), conv);
		break;
	case 'p':
		p = dtc_num_uint(end, pf_unsigned(it), 'x');
		break;
	default:
		p = dtc_num_int(end, pf_signed(it));
		break;
	}
	if (fc->plain) {
		dtc_put(out, p, (size_t)(end - p));
		return;
	}
	if (fc->conv.width != -1 && width < 0) {
		left = true;
		width = width == INT_MIN ? INT_MAX : -width;
	}
	dtc_put_field(out, p, (size_t)(end - p), fc->conv.width != -1 ? width : 0, left);
}

/* dtrace's escapes of a byte (dt_string.c's strchr2esc). */
static size_t pf_esc(unsigned char c, char *d)
{
	static const char from[] = "\a\b\f\n\r\t\v\\\"", to[] = "abfnrtv\\\"";
	const char *p = c ? strchr(from, c) : NULL;

	if (p) {
		d[0] = '\\';
		d[1] = to[p - from];
		return 2;
	}
	if (c >= 0x20 && c < 0x7f) {
		d[0] = (char)c;
		return 1;
	}
	return (size_t)sprintf(d, "\\%03o", c);
}

/* A time in ns as "%Y" (the year first, then ctime's month, day and
 * time: "1970 Jan  1 00:00:00") or "%T" (RFC 822), in local time. */
static size_t pf_time(char conv, int64_t ns, char *buf, size_t len)
{
	time_t sec = (time_t)(ns / 1000000000);
	struct tm tm;
	char src[64];

	if (!localtime_r(&sec, &tm))
		return (size_t)snprintf(buf, len, "%lld", (long long)ns);
	if (conv == 'T')
		return strftime(buf, len, "%a, %d %b %G %T %Z", &tm);
	strftime(src, sizeof(src), "%a %b %e %H:%M:%S %Y", &tm);
	return (size_t)snprintf(buf, len, "%.4s%.16s", src + 20, src + 3);
}

/* %A: usym() uaddr() umod() bring their pid (an aggregation key's address
 * is its symbol's or module's); a plain address is the target's. */
static void pf_uaddr(const struct dtap_item *it, char *buf, size_t len)
{
	uint64_t v[2];

	if (!dtc_vtype_is_uaddr(&it->type)) {
		dtc_usym_target(pf_unsigned(it), buf, len);
		return;
	}
	memcpy(v, it->str, sizeof(v));
	dtc_usym((int)v[0], v[1], buf, len);
}

/* %S %C %Y %T %a %A: the item as text, then padded as a %s would be. */
static void pf_special(FILE *out, const struct dtc_fconv *fc, int width, int prec,
		       const struct dtap_item *it)
{
	struct dtap_item s = { { 's', 0 }, 0, NULL, 0, NULL, 0, false };
	char small[128], *buf = small;
	size_t n = 0;

	switch (fc->conv.conv) {
	case 'S':
		buf = malloc(it->len * 4 + 1);
		if (!buf)
			return;
		for (size_t i = 0; it->str && i < it->len; i++)
			n += pf_esc((unsigned char)it->str[i], buf + n);
		break;
	case 'C':
		n = pf_esc((unsigned char)pf_signed(it), buf);
		break;
	case 'Y': case 'T':
		n = pf_time(fc->conv.conv, (int64_t)pf_unsigned(it), buf, sizeof(small));
		break;
	case 'a':
		dtc_ksym(pf_unsigned(it), DTC_KSYM_ADDR, buf, sizeof(small));
		n = strlen(buf);
		break;
	default:	/* 'A': a user address of its process, or of the target */
		pf_uaddr(it, buf, sizeof(small));
		n = strlen(buf);
		break;
	}
	s.str = buf;
	s.len = n;
	pf_str(out, fc, width, prec, &s);
	if (buf != small)
		free(buf);
}

/* The conversions pf_special() formats (a switch: strchr() on every
 * conversion of every record was a tenth of a printf record's cost). */
static bool pf_is_special(char conv)
{
	switch (conv) {
	case 'S': case 'C': case 'Y': case 'T': case 'a': case 'A':
		return true;
	default:
		return false;
	}
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static void pf_one(FILE *out, const struct dtc_fconv *fc, int width, int prec,
		   const struct dtap_item *it)
{
	char conv = fc->conv.conv;

	if (it->type.kind == 'a') {	/* printa %@ of a histogram: the block */
		dtc_print_aggval(out, it->agg, it->normal, it->zoom);
		return;
	}
	if (dtc_vtype_is_stack(&it->type) && conv != 'A') {	/* %k: the frames, as trace(stack()) */
		dtc_print_stack_item(out, &it->type, (const unsigned char *)it->str);
		return;
	}
	if (pf_is_special(conv)) {
		pf_special(out, fc, width, prec, it);
		return;
	}
	if (it->type.kind == 's') {
		pf_str(out, fc, width, prec, it);
		return;
	}
	if (it->type.kind == 'f') {	/* %e %f %g of a float or double */
		PF_CALL(fc, width, prec, dtc_item_double(it));
		return;
	}
	if (conv == 's')
		conv = 'd';	/* a number where pass 2 wants a string */
	if (fc->padonly) {
		pf_padded(out, fc, conv, width, it);
		return;
	}
	switch (conv) {
	case 'c':
		PF_CALL(fc, width, prec, (int)pf_signed(it));
		break;
	case 'u': case 'x': case 'X': case 'o': case 'p':
		PF_CALL(fc, width, prec, (unsigned long long)pf_unsigned(it));
		break;
	default:
		PF_CALL(fc, width, prec, (long long)pf_signed(it));
		break;
	}
}
#pragma GCC diagnostic pop

/* Next integer argument for a '*', as an int. */
static int pf_star(const struct dtap_item *items, int nitems, int *next)
{
	if (*next >= nitems)
		return 0;
	return (int)pf_signed(&items[(*next)++]);
}

int dtc_format_c(FILE *out, const struct dtc_pfmt *pf, const struct dtap_item *items,
		 int nitems, const struct dtap_item *aggval)
{
	return dtc_format_joined(out, pf, items, nitems, aggval, aggval ? 1 : 0);
}

/* The %@ conversions take AGGVALS in order (a single one: all of them). */
int dtc_format_joined(FILE *out, const struct dtc_pfmt *pf, const struct dtap_item *items,
		      int nitems, const struct dtap_item *aggvals, int naggvals)
{
	int i, next = 0, nextagg = 0;

	for (i = 0; i < pf->nconvs; i++) {
		const struct dtc_fconv *fc = &pf->convs[i];
		const struct dtap_item *val;
		int width = -1, prec = -1;

		if (fc->litlen)
			dtc_put(out, pf->text + fc->litoff, fc->litlen);
		if (fc->conv.width == -2)
			width = pf_star(items, nitems, &next);
		else if (fc->conv.width >= 0)
			width = fc->conv.width;
		if (fc->conv.prec == -2)
			prec = pf_star(items, nitems, &next);
		else if (fc->conv.prec >= 0)
			prec = fc->conv.prec;
		if (fc->conv.agg && naggvals) {
			val = &aggvals[nextagg < naggvals ? nextagg : naggvals - 1];
			nextagg++;
		}
		else if (next < nitems)
			val = &items[next++];
		else
			continue;	/* printa keys not all consumed: dtrace too */
		pf_one(out, fc, width, prec, val);
	}
	if (pf->taillen)
		dtc_put(out, pf->text + pf->tailoff, pf->taillen);
	return pf->bad ? -1 : 0;
}

int dtc_format(FILE *out, const char *fmt, const struct dtap_item *items,
	       int nitems, const struct dtap_item *aggval)
{
	struct dtc_pfmt pf;
	int rc;

	if (dtc_pfmt_compile(&pf, fmt) < 0) {
		dtc_pfmt_free(&pf);
		fputs(fmt, out);
		return -1;
	}
	rc = dtc_format_c(out, &pf, items, nitems, aggval);
	dtc_pfmt_free(&pf);
	return rc;
}

int dtc_printf(FILE *out, const char *fmt, const struct dtap_item *items,
	       int nitems)
{
	return dtc_format(out, fmt, items, nitems, NULL);
}
