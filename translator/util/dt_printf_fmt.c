/*
 * dt_printf_fmt.c - parse printf/printa format strings into conversions.
 *
 * Shared by pass 2 (which checks each conversion against the type of its
 * argument) and by the consumer (which formats the recorded data with the
 * same parse), so the two can never disagree about what a format means.
 *
 * Grammar of one conversion, as DTrace accepts it for the supported slice:
 *   % [flags] [width] [.precision] [length] conv
 *   flags      any of - + space # 0, and @ (printa: the aggregation value)
 *   width      digits or *
 *   precision  . followed by digits or * (a bare . means 0)
 *   length     hh h l ll z j t  (accepted; the argument type sizes the value)
 *   conv       d i u x X o c s p, and dtrace's a A (kernel / user address
 *              as a symbol), C S (character, string with escapes), Y T
 *              (a time in ns as a date), e E f g G (doubles), k (stack)
 *              (%% is a literal percent, not returned)
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "util/dt_util.h"

static _Thread_local char fmt_errbuf[128];

static int fmt_fail(const char **errmsg, int *erroff, int off, const char *msg)
{
	if (errmsg)
		*errmsg = msg;
	if (erroff)
		*erroff = off;
	return -1;
}

/* Digits at *p as a non-negative int (saturating); advances *p. */
static int fmt_number(const char **p)
{
	long v = 0;

	while (isdigit((unsigned char)**p)) {
		if (v < 1000000)
			v = v * 10 + (**p - '0');
		(*p)++;
	}
	return (int)v;
}

static void fmt_flags(const char **p, struct dt_conv *c)
{
	size_t n = 0;

	for (;;) {
		char ch = **p;

		if (ch == '@') {
			c->agg = true;
		} else if (ch && strchr("-+ #0", ch)) {
			if (!strchr(c->flags, ch) && n < sizeof(c->flags) - 1)
				c->flags[n++] = ch;
		} else {
			break;
		}
		(*p)++;
	}
	c->flags[n] = '\0';
}

/* An aggregation's '@' after the width or precision ("%8@d"): dtrace's
 * parser takes it anywhere among the flags, width and precision
 * (dt_printf.c, dt_printf_create()). */
static void fmt_agg(const char **p, struct dt_conv *c)
{
	if (**p == '@') {
		c->agg = true;
		(*p)++;
	}
}

/* Width: digits or '*'. */
static void fmt_width(const char **p, struct dt_conv *c)
{
	c->width = -1;
	if (**p == '*') {
		c->width = -2;
		(*p)++;
	} else if (isdigit((unsigned char)**p)) {
		c->width = fmt_number(p);
	}
}

/* Precision: '.' then digits or '*'; a lone '.' is precision 0 as in C. */
static void fmt_prec(const char **p, struct dt_conv *c)
{
	c->prec = -1;
	if (**p != '.')
		return;
	(*p)++;
	if (**p == '*') {
		c->prec = -2;
		(*p)++;
	} else {
		c->prec = fmt_number(p);
	}
}

static void fmt_length(const char **p, struct dt_conv *c)
{
	static const char *const lens[] = { "hh", "h", "ll", "l", "z", "j", "t" };
	size_t i;

	c->length[0] = '\0';
	for (i = 0; i < sizeof(lens) / sizeof(lens[0]); i++) {
		size_t n = strlen(lens[i]);

		if (strncmp(*p, lens[i], n) == 0) {
			memcpy(c->length, lens[i], n + 1);
			*p += n;
			return;
		}
	}
}

/* One conversion from just after its '%', as dtrace-utils reads it
 * (dt_printf.c, dt_printf_create): flags, digits, '.', '*' and the length
 * letters in any order, then a name of one character.  N is its number,
 * "%%" counted as dtrace counts it.  Sets *endp past the name; returns
 * NULL or the error, in dtrace's words. */
static const char *fmt_check_one(const char *p, int n, const char **endp)
{
	char name[8];
	size_t len = 0;
	bool dot = false, dynw = false, dynp = false;
	const char *first = p;

	for (;; p++) {
		char ch = *p;

		if (isdigit((unsigned char)ch) || (ch && strchr("#+- ?@'", ch)))
			continue;
		if (ch == '*') {
			bool *seen = dot ? &dynp : &dynw;

			if (*seen) {
				snprintf(fmt_errbuf, sizeof(fmt_errbuf), "format conversion #%d "
					 "has more than one '*' specified for the output %s", n,
					 dot ? "precision" : "width");
				return fmt_errbuf;
			}
			*seen = true;
			continue;
		}
		if (ch == '.') {
			if (dot) {
				snprintf(fmt_errbuf, sizeof(fmt_errbuf), "format conversion #%d "
					 "has more than one '.' specified", n);
				return fmt_errbuf;
			}
			dot = true;
			continue;
		}
		if (ch == '$') {
			snprintf(fmt_errbuf, sizeof(fmt_errbuf), "format conversion #%d uses "
				 "unsupported positional format (%%n$)", n);
			return fmt_errbuf;
		}
		if (ch == '%' && p != first) {
			snprintf(fmt_errbuf, sizeof(fmt_errbuf), "format conversion #%d cannot "
				 "be combined with other format flags: %%%%", n);
			return fmt_errbuf;
		}
		if (ch == '\0') {
			snprintf(fmt_errbuf, sizeof(fmt_errbuf), "format conversion #%d name "
				 "expected before end of format string", n);
			return fmt_errbuf;
		}
		/* dtrace's length letters h l L w; dtap also takes C's z j t */
		if (strchr("hlLwzjt", ch)) {
			if (len < sizeof(name) - 2)
				name[len++] = ch;
			continue;
		}
		name[len++] = ch;
		name[len] = '\0';
		break;
	}
	*endp = p + 1;
	if (*p != '%' && !strchr(DT_FMT_CONVS, *p)) {
		snprintf(fmt_errbuf, sizeof(fmt_errbuf), "format conversion #%d is "
			 "undefined: %%%s", n, name);
		return fmt_errbuf;
	}
	return NULL;
}

int dt_fmt_check(const char *fmt, const char **errmsg)
{
	const char *p = fmt;
	int n = 0;

	while ((p = strchr(p, '%')) != NULL) {
		const char *msg = fmt_check_one(p + 1, ++n, &p);

		if (msg) {
			*errmsg = msg;
			return -1;
		}
	}
	return 0;
}

int dt_fmt_parse(const char *fmt, struct dt_conv *convs, int max,
		 const char **errmsg, int *erroff)
{
	const char *p = fmt;
	int n = 0;

	while ((p = strchr(p, '%')) != NULL) {
		const char *start = p;
		struct dt_conv c;

		if (p[1] == '%') {
			p += 2;
			continue;
		}
		memset(&c, 0, sizeof(c));
		p++;
		fmt_flags(&p, &c);
		fmt_width(&p, &c);
		fmt_agg(&p, &c);
		fmt_prec(&p, &c);
		fmt_agg(&p, &c);
		fmt_length(&p, &c);
		if (*p == '\0') {
			snprintf(fmt_errbuf, sizeof(fmt_errbuf),
				 "format conversion #%d name expected before end of format string",
				 n + 1);
			return fmt_fail(errmsg, erroff, (int)(start - fmt), fmt_errbuf);
		}
		if (!strchr(DT_FMT_CONVS, *p)) {
			snprintf(fmt_errbuf, sizeof(fmt_errbuf),
				 "format conversion #%d is undefined: %%%.*s",
				 n + 1, (int)(p - start), start + 1);
			return fmt_fail(errmsg, erroff, (int)(start - fmt), fmt_errbuf);
		}
		c.conv = *p++;
		c.start = (int)(start - fmt);
		c.end = (int)(p - fmt);
		if (n >= max)
			return fmt_fail(errmsg, erroff, c.start,
					"too many format conversions");
		convs[n++] = c;
	}
	return n;
}
