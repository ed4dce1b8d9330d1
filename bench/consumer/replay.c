/*
 * replay.c - feed synthetic records of a real module's metadata through
 * libdtap's consumer (dtap_consume_buf), as dtapio does after reading the
 * buffers file, so that the user-space cost per record can be counted
 * with callgrind on the host.
 *
 *   replay MODULE.ko|META.txt NRECORDS [OUTFILE [spread]]
 *
 * The records are those of the last enabled probe with data actions in
 * the metadata: ints carry a counter (with "spread": values of both signs
 * and all sizes, to compare outputs), strings the text "replayed".  They
 * are cut into chunks of at most 256 KiB (dtapio's read buffer), and the
 * output goes to OUTFILE (default /dev/null) through a fully buffered
 * stdio stream, as dtapio's goes to a file.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

#define CHUNK_MAX (256 * 1024)

static const struct dtap_epdesc *pick_epid(struct dtap_hdl *h)
{
	const struct dtc_meta *m = &h->meta;
	int e;

	for (e = m->nepids - 1; e > 0; e--)
		if (m->epids[e].epid && m->epids[e].nacts > 0 &&
		    m->epids[e].acts[0].kind != DTAP_ACT_EXIT)
			return &m->epids[e];
	return NULL;
}

/* One record of EP at P; returns its size. */
static size_t put_record(unsigned char *p, const struct dtap_epdesc *ep, int64_t v)
{
	struct dtap_rec_hdr rh = { (uint32_t)ep->epid, 0 };
	size_t off = sizeof(rh);
	int i, j;

	for (i = 0; i < ep->nacts; i++) {
		const struct dtap_actdesc *a = &ep->acts[i];

		for (j = 0; j < a->nargs; j++) {
			if (a->types[j].kind == 's') {
				uint32_t n = 8;

				memcpy(p + off, &n, 4);
				memcpy(p + off + 4, "replayed", 9);
				off += 16;
			} else {
				memcpy(p + off, &v, 8);
				off += 8;
			}
		}
	}
	rh.size = (uint32_t)off;
	memcpy(p, &rh, sizeof(rh));
	return off;
}

/* The metadata of a .ko, or a text file holding metadata itself. */
static char *read_meta(const char *path, char *err, size_t errlen)
{
	FILE *f = fopen(path, "r");
	char *text = NULL;
	size_t cap = 0;
	ssize_t n;

	if (f && (n = getdelim(&text, &cap, '\0', f)) > 10 &&
	    strncmp(text, "dtap-meta ", 10) == 0) {
		fclose(f);
		return text;
	}
	if (f)
		fclose(f);
	free(text);
	return dtc_elf_read_meta(path, err, errlen);
}

int main(int argc, char **argv)
{
	char err[512];
	char *meta;
	struct dtap_hdl *h;
	const struct dtap_epdesc *ep;
	unsigned char *buf;
	long n, done = 0;
	FILE *out;
	bool spread = argc > 4 && strcmp(argv[4], "spread") == 0;

	if (argc < 3) {
		fprintf(stderr, "usage: replay MODULE.ko|META.txt NRECORDS [OUTFILE [spread]]\n");
		return 2;
	}
	n = atol(argv[2]);
	meta = read_meta(argv[1], err, sizeof(err));
	if (!meta || !(h = dtap_open_meta(meta, err, sizeof(err)))) {
		fprintf(stderr, "replay: %s\n", err);
		return 1;
	}
	ep = pick_epid(h);
	out = fopen(argc > 3 ? argv[3] : "/dev/null", "w");
	buf = malloc(CHUNK_MAX);
	if (!ep || !out || !buf) {
		fprintf(stderr, "replay: no data records in %s, or no memory\n", argv[1]);
		return 1;
	}
	while (done < n) {
		struct dtap_chunk_hdr ch = { 0, 0 };
		size_t len = sizeof(ch);

		/* a record is at most a few KiB for these benchmarks */
		while (done < n && len + 65536 < CHUNK_MAX) {
			int64_t v = spread ? (int64_t)((uint64_t)done *
				    0x9e3779b97f4a7c15ULL) >> (done % 61) : done;

			len += put_record(buf + len, ep, v);
			done++;
		}
		ch.bytes = (uint32_t)(len - sizeof(ch));
		memcpy(buf, &ch, sizeof(ch));
		if (dtap_consume_buf(h, out, buf, len, NULL, NULL, NULL) == DTAP_WORK_ERROR) {
			fprintf(stderr, "replay: %s\n", dtap_errmsg(h));
			return 1;
		}
	}
	fclose(out);
	free(buf);
	free(meta);
	dtap_close(h);
	return 0;
}
