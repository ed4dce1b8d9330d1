/*
 * fuzz_consume.c - libFuzzer target for dtapio's parsers: the module's
 * metadata text (stapio/meta.c), the records of the buffers file
 * (consume.c, out_*.c, errors.c; the structured output too, out_json*.c)
 * and the aggregation snapshot of the aggs
 * file (aggregate.c; and its Prometheus exposition, metrics.c).  The metadata is signed and trusted in production,
 * but dtapio must still never crash on what it reads: the fuzzer checks it.
 *
 * Input: METADATA TEXT, a NUL byte, a 4-byte little-endian length N,
 * N bytes of buffers-file chunks, then the rest as an aggs snapshot.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dtap.h"

static FILE *devnull;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *nul = memchr(data, 0, size);
	const uint8_t *rec, *agg;
	size_t rest, nrec;
	uint32_t n = 0;
	struct dtap_hdl *h;
	char err[256];

	if (!devnull)
		devnull = fopen("/dev/null", "w");
	if (!nul)
		return 0;
	h = dtap_open_meta((const char *)data, err, sizeof(err));
	if (!h)
		return 0;
	dtap_set_errfile(h, devnull);
	/* the JSON beside the text: both output paths see every record */
	dtap_set_json(h, devnull, true);
	rest = size - (size_t)(nul + 1 - data);
	rec = nul + 1;
	if (rest >= 4) {
		memcpy(&n, rec, 4);
		rec += 4;
		rest -= 4;
	}
	nrec = n < rest ? n : rest;
	agg = rec + nrec;
	/* Copies: the library may rely on 8-byte alignment of whole buffers. */
	if (nrec) {
		void *b = aligned_alloc(8, (nrec + 7) & ~(size_t)7);

		memcpy(b, rec, nrec);
		dtap_consume_buf(h, devnull, b, nrec, NULL, NULL, NULL);
		free(b);
	}
	if (rest - nrec) {
		void *b = aligned_alloc(8, (rest - nrec + 7) & ~(size_t)7);

		memcpy(b, agg, rest - nrec);
		if (dtap_aggregate_load(h, b, rest - nrec) == 0) {
			dtap_metrics_write(h, devnull, false);	/* before print marks */
			dtap_aggregate_print(h, devnull);
		}
		free(b);
	}
	dtap_close(h);
	return 0;
}
