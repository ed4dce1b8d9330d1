/*
 * out_json_print.c - print() in the structured output: the value as JSON
 * of its C type (the metadata's ptypes, meta_ptype.c), where the text
 * (out_mem.c) prints "(type) { .member = value, ... }":
 *
 *   struct, union    an object of every member (anonymous members' own
 *                    members in their place; bitfields as numbers)
 *   char array       a string, to its first NUL
 *   other arrays     an array of the elements
 *   integers         numbers; an enum its constant's name when it has one
 *   float, double    numbers; pointers their address as a number
 *
 * Unlike the text, members that are zero are kept: a JSON reader wants
 * every member present.  The entry is {"print":V,"type":"struct foo"},
 * with "address" when the value was read from memory.
 */
#include <string.h>

#include "libdtap_impl.h"

#define OJP_MAXDEPTH 32	/* metadata is checked, but never recurse unbounded */

struct ojp {
	const struct dtc_meta *m;
	const unsigned char *b;
	size_t len;
};

/* SIZE (<= 8) bytes at OFF, little endian, zero-extended; 0 if outside. */
static uint64_t ojp_bytes(const struct ojp *c, uint64_t off, uint64_t size)
{
	uint64_t v = 0;

	if (size > 8 || off > c->len || size > c->len - off)
		return 0;
	for (uint64_t i = 0; i < size; i++)
		v |= (uint64_t)c->b[off + i] << (8 * i);
	return v;
}

static void ojp_int(struct dtj *j, const char *key, const struct dtc_ptype *t, uint64_t v,
		    int bits)
{
	if (bits < 64 && t->is_signed && (v >> (bits - 1) & 1))
		v |= ~((1ULL << bits) - 1);	/* sign-extend */
	for (int i = 0; t->kind == 'e' && i < t->nenums; i++) {
		if ((uint64_t)t->enums[i].value == v) {
			dtj_cstr(j, key, t->enums[i].name);
			return;
		}
	}
	if (t->is_signed)
		dtj_int(j, key, (int64_t)v);
	else
		dtj_uint(j, key, v);
}

static void ojp_float(struct dtj *j, const char *key, const struct ojp *c,
		      const struct dtc_ptype *t, uint64_t off)
{
	float f;
	double d;
	long double ld;

	if (off > c->len || t->size > c->len - off) {
		dtj_null(j, key);
	} else if (t->size == sizeof(f)) {
		memcpy(&f, c->b + off, sizeof(f));
		dtj_double(j, key, f);
	} else if (t->size == sizeof(d)) {
		memcpy(&d, c->b + off, sizeof(d));
		dtj_double(j, key, d);
	} else if (t->size == sizeof(ld)) {	/* x86's 80 bits in 16 bytes */
		memset(&ld, 0, sizeof(ld));
		memcpy(&ld, c->b + off, 10);
		dtj_double(j, key, (double)ld);
	} else {
		dtj_null(j, key);
	}
}

static void ojp_value(struct dtj *j, const char *key, const struct ojp *c, int type,
		      uint64_t off, int depth);

static void ojp_members(struct dtj *j, const struct ojp *c, const struct dtc_ptype *t,
			uint64_t off, int depth)
{
	for (int i = 0; i < t->nmembers; i++) {
		const struct dtc_pmember *mb = &t->members[i];
		const struct dtc_ptype *mt = &c->m->ptypes[mb->type];
		uint64_t moff = off + mb->off;

		if (!mb->name[0] && (mt->kind == 's' || mt->kind == 'u')) {
			if (depth < OJP_MAXDEPTH)
				ojp_members(j, c, mt, moff, depth + 1);
		} else if (mb->bitwidth) {
			uint64_t nbytes = (uint64_t)(mb->bitoff + mb->bitwidth + 7) / 8;
			uint64_t v = ojp_bytes(c, moff, nbytes) >> mb->bitoff;

			if (mb->bitwidth < 64)
				v &= (1ULL << mb->bitwidth) - 1;
			ojp_int(j, mb->name, mt, v, mb->bitwidth);
		} else {
			ojp_value(j, mb->name, c, mb->type, moff, depth + 1);
		}
	}
}

static void ojp_chars(struct dtj *j, const char *key, const struct ojp *c,
		      const struct dtc_ptype *t, uint64_t off)
{
	size_t n = 0;

	if (off > c->len) {
		dtj_str(j, key, "", 0);
		return;
	}
	while (n < t->size && off + n < c->len && c->b[off + n])
		n++;
	dtj_str(j, key, (const char *)c->b + off, n);
}

static void ojp_value(struct dtj *j, const char *key, const struct ojp *c, int type,
		      uint64_t off, int depth)
{
	const struct dtc_ptype *t = &c->m->ptypes[type];
	uint64_t esize;

	if (depth > OJP_MAXDEPTH) {
		dtj_null(j, key);
		return;
	}
	switch (t->kind) {
	case 's':
	case 'u':
		dtj_obj_begin(j, key);
		ojp_members(j, c, t, off, depth);
		dtj_obj_end(j);
		return;
	case 'c':
		ojp_chars(j, key, c, t, off);
		return;
	case 'a':
		dtj_arr_begin(j, key);
		esize = c->m->ptypes[t->elem].size;
		for (uint64_t i = 0; esize && i < t->nelems && i < t->size / esize; i++)
			ojp_value(j, NULL, c, t->elem, off + i * esize, depth + 1);
		dtj_arr_end(j);
		return;
	case 'i':
	case 'e':
		ojp_int(j, key, t, ojp_bytes(c, off, t->size), (int)(t->size * 8));
		return;
	case 'f':
		ojp_float(j, key, c, t, off);
		return;
	default:	/* pointers; anything else as its bits */
		dtj_uint(j, key, ojp_bytes(c, off, t->size < 8 ? t->size : 8));
		return;
	}
}

void dtc_json_print(struct dtj *j, const struct dtc_meta *m, int ptype,
		    const struct dtap_item *it)
{
	const struct dtc_ptype *t = &m->ptypes[ptype];
	struct ojp c = { m, NULL, 0 };
	unsigned char v[8];

	if (it->type.kind == 's') {
		dtj_str(j, "print", it->str, it->len);
	} else if (it->type.kind != 'm') {	/* a scalar: its 8 recorded bytes */
		for (int i = 0; i < 8; i++)
			v[i] = (unsigned char)((uint64_t)it->ival >> (8 * i));
		c.b = v;
		c.len = sizeof(v);
		ojp_value(j, "print", &c, ptype, 0, 0);
	} else {
		c.b = (const unsigned char *)it->str;
		c.len = it->len;
		ojp_value(j, "print", &c, ptype, 0, 0);
		dtj_uint(j, "address", (uint64_t)it->ival);
	}
	dtj_cstr(j, "type", t->name);
}
