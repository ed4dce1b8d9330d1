/*
 * dtap_testbuf.h - build synthetic transport bytes for the consumer's unit
 * tests: chunks of records as the buffers file returns them, and
 * aggregation snapshots as the aggs file returns them (runtime/dtap_wire.h).
 */
#ifndef DTAP_TESTBUF_H
#define DTAP_TESTBUF_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtap_wire.h"

struct tbuf {
	unsigned char b[65536];
	size_t len;
	size_t chunk;	/* offset of the open chunk header */
	size_t rec;	/* offset of the open record header */
};

static inline void tb_put(struct tbuf *t, const void *p, size_t n)
{
	if (n == 0)
		return;		/* P may be NULL then */
	memcpy(t->b + t->len, p, n);
	t->len += n;
}

static inline void tb_chunk(struct tbuf *t, uint32_t cpu)
{
	struct dtap_chunk_hdr h = { cpu, 0 };

	t->chunk = t->len;
	tb_put(t, &h, sizeof(h));
}

static inline void tb_chunk_end(struct tbuf *t)
{
	uint32_t bytes = (uint32_t)(t->len - t->chunk - sizeof(struct dtap_chunk_hdr));

	memcpy(t->b + t->chunk + 4, &bytes, 4);
}

static inline void tb_rec(struct tbuf *t, uint32_t epid)
{
	struct dtap_rec_hdr h = { epid, 0 };

	t->rec = t->len;
	tb_put(t, &h, sizeof(h));
}

static inline void tb_rec_end(struct tbuf *t)
{
	uint32_t size = (uint32_t)(t->len - t->rec);

	memcpy(t->b + t->rec + 4, &size, 4);
}

static inline void tb_int(struct tbuf *t, int64_t v)
{
	tb_put(t, &v, 8);
}

static inline void tb_str(struct tbuf *t, const char *s)
{
	uint32_t n = (uint32_t)strlen(s);
	size_t total = (4 + n + 1 + 7) & ~(size_t)7;

	tb_put(t, &n, 4);
	tb_put(t, s, n);
	memset(t->b + t->len, 0, total - 4 - n);
	t->len += total - 4 - n;
}

static inline void tb_err(struct tbuf *t, uint32_t epid, uint32_t action,
			  uint32_t fault, uint64_t addr)
{
	struct dtap_err_rec e = { epid, action, fault, 0, addr, 1000 };

	tb_rec(t, DTAP_EPID_ERROR);
	tb_put(t, &e, sizeof(e));
	tb_rec_end(t);
}

/* One aggregation entry of CPU: KEY is KEYSIZE bytes. */
static inline void tb_agg(struct tbuf *t, uint32_t aggid, uint32_t cpu,
			  const void *key, size_t keysize, int64_t count,
			  int64_t sum, int64_t min, int64_t max)
{
	struct dtap_agg_entry_hdr h = { aggid, cpu };
	struct dtap_agg_val v = { count, sum, min, max };

	tb_put(t, &h, sizeof(h));
	tb_put(t, key, keysize);
	tb_put(t, &v, sizeof(v));
}

/* Collect a test's output text. */
struct tout {
	char *text;
	size_t len;
	FILE *f;
};

static inline FILE *to_open(struct tout *o)
{
	o->text = NULL;
	o->len = 0;
	o->f = open_memstream(&o->text, &o->len);
	return o->f;
}

static inline const char *to_close(struct tout *o)
{
	fclose(o->f);
	return o->text;
}

static int tb_failures;

static inline void tb_check(const char *name, const char *got, const char *want)
{
	if (strcmp(got, want) == 0) {
		printf("PASS %s\n", name);
		return;
	}
	printf("FAIL %s:\n--- got\n%s--- want\n%s---\n", name, got, want);
	tb_failures++;
}

#endif /* DTAP_TESTBUF_H */
