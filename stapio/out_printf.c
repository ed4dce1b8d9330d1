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
 * Each conversion is handed to the C library's printf with its flags,
 * width and precision ('*' values come from the preceding arguments), so
 * padding rules are exactly C's, as they are for dtrace.
 */
#include <string.h>

#include "libdtap_impl.h"
#include "dt_impl.h"

/* Print fmt[from, to) with "%%" turned into "%". */
static void pf_literal(FILE *out, const char *fmt, int from, int to)
{
	int i;

	for (i = from; i < to; i++) {
		if (fmt[i] == '%' && i + 1 < to && fmt[i + 1] == '%')
			i++;
		fputc(fmt[i], out);
	}
}

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

static uint64_t pf_unsigned(const struct dtap_item *it)
{
	switch (it->type.size) {
	case 1: return (uint8_t)it->ival;
	case 2: return (uint16_t)it->ival;
	case 4: return (uint32_t)it->ival;
	default: return (uint64_t)it->ival;
	}
}

/* Build the C format of conversion C with host conversion HOST and
 * length modifier LEN into BUF. */
static void pf_hostfmt(char *buf, size_t size, const struct dt_conv *c,
		       const char *len, char host)
{
	snprintf(buf, size, "%%%s%s%s%s%c", c->flags,
		 c->width != -1 ? "*" : "", c->prec != -1 ? ".*" : "", len, host);
}

/* %s: the string is bounded by its length (a string of strsize bytes
 * has no NUL in an aggregation key), so the precision is always given:
 * the format's own when smaller. */
static void pf_str(FILE *out, const struct dt_conv *c, int width, int prec,
		   const struct dtap_item *it)
{
	char hf[32];
	int n = it->str ? (int)it->len : 0;

	if (c->prec != -1 && prec >= 0 && prec < n)
		n = prec;
	snprintf(hf, sizeof(hf), "%%%s*.*s", c->flags);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	fprintf(out, hf, c->width != -1 ? width : 0, n, it->str ? it->str : "");
#pragma GCC diagnostic pop
}

static void pf_one(FILE *out, const struct dt_conv *c, int width, int prec,
		   const struct dtap_item *it)
{
	char hf[32];
	char conv = c->conv;

	if (it->type.kind == 's') {
		pf_str(out, c, width, prec, it);
		return;
	}
	if (conv == 's')
		conv = 'd';	/* a number where pass 2 wants a string */
	switch (conv) {
	default:
		conv = 'd';
		/* fall through */
	case 'd': case 'i':
		pf_hostfmt(hf, sizeof(hf), c, "ll", 'd');
		break;
	case 'u': case 'x': case 'X': case 'o':
		pf_hostfmt(hf, sizeof(hf), c, "ll", conv);
		break;
	case 'p':
		pf_hostfmt(hf, sizeof(hf), c, "ll", 'x');
		break;
	case 'c':
		pf_hostfmt(hf, sizeof(hf), c, "", 'c');
		break;
	}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	/* Pass exactly the '*' arguments the host format names, then the value. */
#define PF_CALL(val)							\
	do {								\
		if (c->width != -1 && c->prec != -1)			\
			fprintf(out, hf, width, prec, val);		\
		else if (c->width != -1)				\
			fprintf(out, hf, width, val);			\
		else if (c->prec != -1)					\
			fprintf(out, hf, prec, val);			\
		else							\
			fprintf(out, hf, val);				\
	} while (0)
	switch (conv) {
	case 'd': case 'i':
		PF_CALL((long long)pf_signed(it));
		break;
	case 'c':
		PF_CALL((int)pf_signed(it));
		break;
	default:
		PF_CALL((unsigned long long)pf_unsigned(it));
		break;
	}
#undef PF_CALL
#pragma GCC diagnostic pop
}

/* Next integer argument for a '*', as an int. */
static int pf_star(const struct dtap_item *items, int nitems, int *next)
{
	if (*next >= nitems)
		return 0;
	return (int)pf_signed(&items[(*next)++]);
}

int dtc_format(FILE *out, const char *fmt, const struct dtap_item *items,
	       int nitems, const struct dtap_item *aggval)
{
	struct dt_conv convs[DTC_MAXCONVS];
	const char *emsg;
	int eoff, n, i, next = 0, pos = 0;

	n = dt_fmt_parse(fmt, convs, DTC_MAXCONVS, &emsg, &eoff);
	if (n < 0) {
		fputs(fmt, out);	/* pass 2 rejects these; never lose text */
		return -1;
	}
	for (i = 0; i < n; i++) {
		const struct dt_conv *c = &convs[i];
		const struct dtap_item *val;
		int width = -1, prec = -1;

		pf_literal(out, fmt, pos, c->start);
		pos = c->end;
		if (c->width == -2)
			width = pf_star(items, nitems, &next);
		else if (c->width >= 0)
			width = c->width;
		if (c->prec == -2)
			prec = pf_star(items, nitems, &next);
		else if (c->prec >= 0)
			prec = c->prec;
		if (c->agg && aggval)
			val = aggval;
		else if (next < nitems)
			val = &items[next++];
		else
			continue;	/* printa keys not all consumed: dtrace too */
		pf_one(out, c, width, prec, val);
	}
	pf_literal(out, fmt, pos, (int)strlen(fmt));
	return 0;
}

int dtc_printf(FILE *out, const char *fmt, const struct dtap_item *items,
	       int nitems)
{
	return dtc_format(out, fmt, items, nitems, NULL);
}
