/*
 * dtap_jsoncheck.h - a strict JSON checker (RFC 8259) for the tests of
 * dtapio's structured output: test_json.c, fuzz/fuzz_json.c and the
 * golden corpus's check (test_json --check FILE...).
 *
 * Stricter than most parsers on purpose: the text must be UTF-8 (no
 * invalid byte anywhere), a \u escape must not leave a lone surrogate,
 * control characters must be escaped, numbers have JSON's grammar, and
 * nesting is bounded (JC_MAXDEPTH).  jc_line() checks one NDJSON line.
 * jc_decode_string() gives back the bytes a JSON string stands for.
 */
#ifndef DTAP_JSONCHECK_H
#define DTAP_JSONCHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#define JC_MAXDEPTH 64

struct jc {
	const unsigned char *p, *end;
	int depth;
};

static bool jc_value(struct jc *c);

static void jc_ws(struct jc *c)
{
	while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r'))
		c->p++;
}

static bool jc_lit(struct jc *c, const char *w)
{
	size_t n = strlen(w);

	if ((size_t)(c->end - c->p) < n || memcmp(c->p, w, n))
		return false;
	c->p += n;
	return true;
}

static int jc_hex4(const unsigned char *p)
{
	int v = 0;

	for (int i = 0; i < 4; i++) {
		int d = p[i] >= '0' && p[i] <= '9' ? p[i] - '0' :
			p[i] >= 'a' && p[i] <= 'f' ? p[i] - 'a' + 10 :
			p[i] >= 'A' && p[i] <= 'F' ? p[i] - 'A' + 10 : -1;
		if (d < 0)
			return -1;
		v = v * 16 + d;
	}
	return v;
}

/* Bytes of the valid UTF-8 sequence at P, 0 if none (RFC 3629). */
static size_t jc_utf8(const unsigned char *p, const unsigned char *end)
{
	unsigned char c = *p, lo = 0x80, hi = 0xbf;
	size_t n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 :
		   c >= 0xf0 && c <= 0xf4 ? 4 : 0;

	if (!n || (size_t)(end - p) < n)
		return 0;
	if (c == 0xe0) lo = 0xa0;
	if (c == 0xed) hi = 0x9f;
	if (c == 0xf0) lo = 0x90;
	if (c == 0xf4) hi = 0x8f;
	if (p[1] < lo || p[1] > hi)
		return 0;
	for (size_t i = 2; i < n; i++)
		if (p[i] < 0x80 || p[i] > 0xbf)
			return 0;
	return n;
}

/* A \uXXXX escape at P (after the backslash's 'u'): the code point, a
 * surrogate pair joined; -1 if bad.  Advances *P past it. */
static long jc_uescape(const unsigned char **pp, const unsigned char *end)
{
	const unsigned char *p = *pp;
	int hi, lo;

	if (end - p < 4 || (hi = jc_hex4(p)) < 0)
		return -1;
	p += 4;
	if (hi >= 0xdc00 && hi <= 0xdfff)
		return -1;		/* a lone low surrogate */
	if (hi >= 0xd800 && hi <= 0xdbff) {
		if (end - p < 6 || p[0] != '\\' || p[1] != 'u' || (lo = jc_hex4(p + 2)) < 0 ||
		    lo < 0xdc00 || lo > 0xdfff)
			return -1;
		p += 6;
		*pp = p;
		return 0x10000 + ((long)(hi - 0xd800) << 10) + (lo - 0xdc00);
	}
	*pp = p;
	return hi;
}

static size_t jc_put_utf8(unsigned char *o, long cp)
{
	if (cp < 0x80) { o[0] = (unsigned char)cp; return 1; }
	if (cp < 0x800) { o[0] = (unsigned char)(0xc0 | cp >> 6); o[1] = (unsigned char)(0x80 | (cp & 63)); return 2; }
	if (cp < 0x10000) {
		o[0] = (unsigned char)(0xe0 | cp >> 12); o[1] = (unsigned char)(0x80 | (cp >> 6 & 63));
		o[2] = (unsigned char)(0x80 | (cp & 63)); return 3;
	}
	o[0] = (unsigned char)(0xf0 | cp >> 18); o[1] = (unsigned char)(0x80 | (cp >> 12 & 63));
	o[2] = (unsigned char)(0x80 | (cp >> 6 & 63)); o[3] = (unsigned char)(0x80 | (cp & 63));
	return 4;
}

/* A string at c->p; its decoded bytes to OUT (may be NULL; room for as
 * many bytes as the text has), their number to *OUTLEN. */
static bool jc_string_dec(struct jc *c, unsigned char *out, size_t *outlen)
{
	size_t n = 0;

	if (c->p >= c->end || *c->p != '"')
		return false;
	c->p++;
	while (c->p < c->end && *c->p != '"') {
		unsigned char ch = *c->p, tmp[4];
		size_t k;
		long cp;

		if (ch < 0x20)
			return false;
		if (ch == '\\') {
			const char *esc = "\"\\/bfnrt", *val = "\"\\/\b\f\n\r\t", *e;

			if (++c->p >= c->end)
				return false;
			if (*c->p == 'u') {
				c->p++;
				if ((cp = jc_uescape(&c->p, c->end)) < 0)
					return false;
				k = jc_put_utf8(tmp, cp);
			} else if ((e = strchr(esc, *c->p)) != NULL && *c->p) {
				tmp[0] = (unsigned char)val[e - esc];
				k = 1;
				c->p++;
			} else {
				return false;
			}
		} else if (ch < 0x80) {
			tmp[0] = ch;
			k = 1;
			c->p++;
		} else if ((k = jc_utf8(c->p, c->end)) > 0) {
			memcpy(tmp, c->p, k);
			c->p += k;
		} else {
			return false;
		}
		if (out)
			memcpy(out + n, tmp, k);
		n += k;
	}
	if (c->p >= c->end)
		return false;
	c->p++;
	if (outlen)
		*outlen = n;
	return true;
}

static bool jc_digits(struct jc *c)
{
	const unsigned char *s = c->p;

	while (c->p < c->end && *c->p >= '0' && *c->p <= '9')
		c->p++;
	return c->p > s;
}

static bool jc_number(struct jc *c)
{
	if (c->p < c->end && *c->p == '-')
		c->p++;
	if (c->p < c->end && *c->p == '0')
		c->p++;
	else if (!jc_digits(c))
		return false;
	if (c->p < c->end && *c->p == '.') {
		c->p++;
		if (!jc_digits(c))
			return false;
	}
	if (c->p < c->end && (*c->p == 'e' || *c->p == 'E')) {
		c->p++;
		if (c->p < c->end && (*c->p == '+' || *c->p == '-'))
			c->p++;
		if (!jc_digits(c))
			return false;
	}
	return true;
}

/* An object or array: members or elements until CLOSE. */
static bool jc_container(struct jc *c, bool obj)
{
	char close = obj ? '}' : ']';

	if (++c->depth > JC_MAXDEPTH)
		return false;
	c->p++;
	jc_ws(c);
	if (c->p < c->end && *c->p == close) {
		c->p++;
		c->depth--;
		return true;
	}
	for (;;) {
		jc_ws(c);
		if (obj) {
			if (!jc_string_dec(c, NULL, NULL))
				return false;
			jc_ws(c);
			if (c->p >= c->end || *c->p++ != ':')
				return false;
			jc_ws(c);
		}
		if (!jc_value(c))
			return false;
		jc_ws(c);
		if (c->p >= c->end)
			return false;
		if (*c->p == close) {
			c->p++;
			c->depth--;
			return true;
		}
		if (*c->p++ != ',')
			return false;
	}
}

static bool jc_value(struct jc *c)
{
	if (c->p >= c->end)
		return false;
	switch (*c->p) {
	case '{': return jc_container(c, true);
	case '[': return jc_container(c, false);
	case '"': return jc_string_dec(c, NULL, NULL);
	case 't': return jc_lit(c, "true");
	case 'f': return jc_lit(c, "false");
	case 'n': return jc_lit(c, "null");
	default: return jc_number(c);
	}
}

/* One JSON text, and nothing else, in the N bytes at S. */
static inline bool jc_text(const char *s, size_t n)
{
	struct jc c = { (const unsigned char *)s, (const unsigned char *)s + n, 0 };

	jc_ws(&c);
	if (!jc_value(&c))
		return false;
	jc_ws(&c);
	return c.p == c.end;
}

/* One NDJSON line (without its '\n'): a JSON object. */
static inline bool jc_line(const char *s, size_t n)
{
	return n > 0 && s[0] == '{' && !memchr(s, '\n', n) && jc_text(s, n);
}

/* The bytes the JSON string (the whole text S, N bytes) stands for, to
 * OUT (N bytes of room); false if S is not exactly one string. */
static inline bool jc_decode_string(const char *s, size_t n, unsigned char *out,
				    size_t *outlen)
{
	struct jc c = { (const unsigned char *)s, (const unsigned char *)s + n, 0 };

	return jc_string_dec(&c, out, outlen) && c.p == c.end;
}

#endif /* DTAP_JSONCHECK_H */
