/*
 * consume.c - walk the chunks and records the buffers file returns and
 * dispatch each data action to its output (printf, trace, printa, exit);
 * error records go to errors.c.
 *
 * Judgement calls (documented):
 * - printa() prints the aggregation as it is when the consumer reaches the
 *   record (a fresh snapshot of the aggs file), as dtrace does with its
 *   own periodic snapshots; records later in the same read may therefore
 *   see a slightly newer aggregation than at probe time.
 * - Every exit record sets the exit status (dtrace's chewrec keeps the
 *   last one consumed); records after it are still consumed and printed.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* fputs_unlocked */
#endif
#include <fcntl.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"
#include "dtap_asuser.h"

/* A string item at P (LEN bytes left): __u32 length, the bytes, a NUL,
 * padding to 8.  Every byte it covers must lie in the record; what is
 * printed is bounded by STRSIZE (a string holds at most strsize bytes)
 * and stops at the first NUL. */
static long cs_decode_str(const unsigned char *p, size_t len, int strsize,
			  struct dtap_item *it)
{
	uint32_t slen;
	size_t total, max;

	if (len < 4)
		return -1;
	memcpy(&slen, p, 4);
	total = (4 + (size_t)slen + 1 + 7) & ~(size_t)7;
	if (total > len || p[4 + slen] != '\0')
		return -1;
	it->str = (const char *)p + 4;
	max = strsize > 0 && (size_t)strsize < slen ? (size_t)strsize : slen;
	it->len = strnlen(it->str, max);
	return (long)total;
}

/* A memory item (tracemem, print): __u32 length, __u32 0, __u64 the
 * address, then type.size bytes padded to 8, all inside the record. */
static long cs_decode_mem(const unsigned char *p, size_t len, struct dtap_item *it)
{
	size_t total = 16 + (((size_t)it->type.size + 7) & ~(size_t)7);
	uint32_t n;

	if (total > len)
		return -1;
	memcpy(&n, p, 4);
	memcpy(&it->ival, p + 8, 8);
	it->str = (const char *)p + 16;
	it->len = n < (uint32_t)it->type.size ? n : (size_t)it->type.size;
	return (long)total;
}

long dtc_decode_items(const struct dtap_actdesc *act, const unsigned char *p,
		      size_t len, int strsize, struct dtap_item *items)
{
	size_t off = 0;
	int i;

	for (i = 0; i < act->nargs; i++) {
		struct dtap_item *it = &items[i];

		it->type = act->types[i];
		it->str = NULL;
		it->len = 0;
		it->ival = 0;
		if (it->type.kind == 'm') {
			long n = cs_decode_mem(p + off, len - off, it);

			if (n < 0)
				return -1;
			off += (size_t)n;
		} else if (it->type.kind == 's') {
			long n = cs_decode_str(p + off, len - off, strsize, it);

			if (n < 0)
				return -1;
			off += (size_t)n;
		} else if (dtc_vtype_is_stack(&it->type)) {	/* the frames, in place */
			it->len = dtc_vtype_keysize(&it->type);
			if (len - off < it->len)
				return -1;
			it->str = (const char *)p + off;
			off += it->len;
		} else {
			if (len - off < 8)
				return -1;
			memcpy(&it->ival, p + off, 8);
			off += 8;
		}
	}
	return (long)off;
}

/* dtrace's "%3d %6d %32s " per record; the probe column is formatted once
 * (meta.c), the numbers without printf. */
void dtap_print_prefix(struct dtap_hdl *h, FILE *out,
		       const struct dtap_probedata *pd)
{
	const char *col = h->meta.probecols[pd->ep->probe->id];

	if (h->meta.flowindent) {
		dtc_flow_prefix(h, out, pd);
		return;
	}
	if (!h->header_done) {
		fprintf(out, "%3s %6s %32s\n", "CPU", "ID", "FUNCTION:NAME");
		h->header_done = true;
	}
	dtc_put_int_width(out, pd->cpu, 3);
	putc_unlocked(' ', out);
	dtc_put_int_width(out, pd->ep->probe->id, 6);
	putc_unlocked(' ', out);
	dtc_put(out, col, strlen(col));
}

/*
 * system() (-w): the formatted command runs here, at the record's place in
 * the output, with its output going where the trace output goes, as
 * dtrace does.  It runs with the real user's ids: under a setuid dtaprun,
 * dtapio's effective root is never the command's.
 */
static void cs_system(struct dtap_hdl *h, FILE *out, const struct dtap_actdesc *a,
		      const struct dtap_item *items)
{
	char *cmd = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&cmd, &len);
	pid_t pid;
	int st;

	if (!m)
		return;
	dtc_format_c(m, &h->meta.pfmts[a->fmtid], items, a->nargs, NULL);
	fclose(m);
	fflush(out);
	pid = fork();
	if (pid == 0) {
		if (fileno(out) != STDOUT_FILENO && dup2(fileno(out), STDOUT_FILENO) < 0)
			_exit(127);
		if (setresgid(getgid(), getgid(), getgid()) < 0 ||
		    setresuid(getuid(), getuid(), getuid()) < 0)
			_exit(127);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	free(cmd);
}

/*
 * setopt(): the consumer's options dtrace lets a program change while it
 * runs; any other name or a bad value is reported as dtrace reports it
 * and changes nothing.
 */
static void cs_setopt(struct dtap_hdl *h, const char *name, const char *value)
{
	static const char *const bools[] = { "quiet", "aggsortkey", "aggsortrev", "aggzoom" };
	bool *flags[] = { &h->meta.quiet, &h->meta.aggsortkey, &h->meta.aggsortrev,
			  &h->meta.aggzoom };
	const char *why = "Invalid option name";
	char *end;
	long v;

	for (size_t i = 0; i < sizeof(bools) / sizeof(bools[0]); i++) {
		if (strcmp(name, bools[i]) != 0)
			continue;
		if (!value || !strcmp(value, "1") || !strcmp(value, "yes")) {
			*flags[i] = true;
			return;
		}
		if (!strcmp(value, "0") || !strcmp(value, "no")) {
			*flags[i] = false;
			return;
		}
		why = "Invalid value for specified option";
	}
	if (!strcmp(name, "aggsortpos") || !strcmp(name, "aggsortkeypos")) {
		v = value ? strtol(value, &end, 0) : -1;
		if (value && !*end && v >= 0 && v < 8) {
			*(name[7] == 'p' ? &h->meta.aggsortpos : &h->meta.aggsortkeypos) = (int)v;
			return;
		}
		why = "Invalid value for specified option";
	}
	fprintf(h->errfp, "dtap: couldn't set option \"%s\" to \"%s\": %s\n", name,
		value ? value : "1", why);
}

FILE *dtap_output(struct dtap_hdl *h, FILE *out)
{
	return h->redirect ? h->redirect : out;
}

/*
 * freopen(PATH): what follows goes to PATH, opened for appending as
 * dtrace opens it; freopen("") goes back to the original output.  A file
 * that cannot be opened is reported as dtrace does and changes nothing.
 * It is opened with the rights of the user who ran dtaprun (asuser.c):
 * under a setuid dtaprun, dtapio's effective root never chooses the file.
 */
static void cs_freopen(struct dtap_hdl *h, FILE *out, const struct dtap_item *path)
{
	char name[4096];
	FILE *f = NULL;
	int fd;

	snprintf(name, sizeof(name), "%.*s", (int)path->len, path->str ? path->str : "");
	fflush(out);
	if (!name[0]) {
		if (h->redirect)
			fclose(h->redirect);
		h->redirect = NULL;
		return;
	}
	fd = dtap_open_as_user(name, O_WRONLY | O_CREAT | O_APPEND, 0666);
	if (fd >= 0 && !(f = fdopen(fd, "a")))
		close(fd);
	if (!f) {
		fprintf(h->errfp, "dtap: couldn't freopen() \"%s\": %s\n", name,
			strerror(errno));
		return;
	}
	if (h->redirect)
		fclose(h->redirect);
	h->redirect = f;
}

/* The default output of one action. */
static void cs_action(struct dtap_hdl *h, FILE *out, const struct dtap_actdesc *a,
		      const struct dtap_item *items)
{
	switch (a->kind) {
	case DTAP_ACT_PRINTF:
		dtc_format_c(out, &h->meta.pfmts[a->fmtid], items, a->nargs, NULL);
		break;
	case DTAP_ACT_TRACE:
		if (items[0].type.kind == 'm')
			dtc_trace_bytes(out, &items[0], h->meta.quiet, h->meta.rawbytes);
		else
			dtc_trace(out, &items[0], h->meta.quiet);
		break;
	case DTAP_ACT_EXIT:
		h->exited = true;
		h->exit_status = (int32_t)items[0].ival;
		break;
	case DTAP_ACT_PRINTA:
		if (h->have_transport)
			dtap_aggregate_snap(h);
		if (a->naggids > 1)
			dtap_aggregate_print_joined(h, out, a->aggids, a->naggids, a->fmtid);
		else
			dtap_aggregate_print_one(h, out, a->aggid, a->fmtid);
		break;
	case DTAP_ACT_SYSTEM:
		cs_system(h, out, a, items);
		break;
	case DTAP_ACT_CLEAR:
	case DTAP_ACT_TRUNC:
		dtap_aggregate_clear(h, a->aggid, a->kind == DTAP_ACT_TRUNC,
				     a->nargs ? items[0].ival : 0);
		break;
	case DTAP_ACT_NORMALIZE:
		/* dtrace ignores a factor that is not positive */
		if (items[0].ival > 0)
			h->agg_normal[a->aggid] = items[0].ival;
		break;
	case DTAP_ACT_DENORMALIZE:
		h->agg_normal[a->aggid] = 1;
		break;
	case DTAP_ACT_SETOPT:
		cs_setopt(h, a->optname, a->optval);
		break;
	case DTAP_ACT_FREOPEN:
		cs_freopen(h, out, &items[0]);
		break;
	case DTAP_ACT_FTRUNCATE:	/* as dtrace: the output file is emptied */
		fflush(out);
		if (ftruncate(fileno(out), 0) == 0)
			rewind(out);
		break;
	case DTAP_ACT_TRACEMEM:
		dtc_tracemem(out, &items[0]);
		break;
	case DTAP_ACT_PRINT:
		dtc_print(out, &h->meta, a->ptypeid, &items[0]);
		break;
	}
}

/* One data record: prefix, actions, end of line. */
static int cs_record(struct dtap_hdl *h, FILE *out, struct dtap_probedata *pd,
		     dtap_probe_f *pfn, dtap_rec_f *rfn, void *arg)
{
	struct dtap_item items[64];
	FILE *orig = out;
	size_t off = 0;
	int i, rc;

	bool text = !h->json_on || h->json_copy;

	out = dtap_output(h, out);
	rc = pfn ? pfn(h, out, pd, arg) : DTAP_CONSUME_NEXT;
	if (rc == DTAP_CONSUME_ABORT)
		return -1;
	if (h->json_on)
		dtc_json_begin(h, pd);
	if (rc == DTAP_CONSUME_NEXT && text && (!h->meta.quiet || h->meta.flowindent))
		dtap_print_prefix(h, out, pd);	/* dtrace: -F's column even when quiet */
	for (i = 0; i < pd->ep->nacts; i++) {
		const struct dtap_actdesc *a = &pd->ep->acts[i];
		long n;

		if (a->nargs > 64)
			return -1;
		n = dtc_decode_items(a, pd->data + off, pd->size - off,
				     h->meta.strsize, items);
		if (n < 0) {
			dtc_seterr(h, "record of enabled probe %d is malformed",
				   pd->ep->epid);
			return -1;
		}
		off += (size_t)n;
		rc = rfn ? rfn(h, out, pd, a, items, arg) : DTAP_CONSUME_NEXT;
		if (rc == DTAP_CONSUME_ABORT)
			return -1;
		/* structured output replaces what prints, not what acts
		 * (exit clear setopt freopen ...: out_json.c) */
		if ((rc == DTAP_CONSUME_NEXT && (text || !dtc_json_replaces(a))) ||
		    a->kind == DTAP_ACT_EXIT)	/* the status matters always */
			cs_action(h, out, a, items);
		if (rc == DTAP_CONSUME_NEXT && h->json_on)
			dtc_json_action(h, a, items);
		out = dtap_output(h, orig);	/* a freopen() holds from the next action */
	}
	rc = rfn ? rfn(h, out, pd, NULL, NULL, arg) : DTAP_CONSUME_NEXT;
	if (rc == DTAP_CONSUME_ABORT)
		return -1;
	if (h->json_on)
		dtc_json_end(h, out);
	if (rc == DTAP_CONSUME_NEXT && text && !h->meta.quiet)
		putc_unlocked('\n', out);
	return 0;
}

/* The epid of the record at P (LEN bytes left in the chunk), 0: none;
 * -x flowindent looks one record ahead, as dtrace does in its buffer. */
static uint32_t next_epid(const unsigned char *p, size_t len)
{
	struct dtap_rec_hdr rh;

	if (len < sizeof(rh))
		return 0;
	memcpy(&rh, p, sizeof(rh));
	return rh.epid == DTAP_EPID_ERROR ? 0 : rh.epid;
}

/* The records of one CPU's chunk. */
static int cs_chunk(struct dtap_hdl *h, FILE *out, uint32_t cpu,
		    const unsigned char *p, size_t len,
		    dtap_probe_f *pfn, dtap_rec_f *rfn, void *arg)
{
	size_t off = 0;

	while (len - off >= sizeof(struct dtap_rec_hdr)) {
		struct dtap_rec_hdr rh;
		struct dtap_probedata pd;

		memcpy(&rh, p + off, sizeof(rh));
		if (rh.size < sizeof(rh) || rh.size > len - off) {
			dtc_seterr(h, "malformed record on CPU %u", cpu);
			return -1;
		}
		if (rh.epid == DTAP_EPID_ERROR) {
			dtc_error_record(h, p + off + sizeof(rh), rh.size - sizeof(rh));
		} else {
			pd.cpu = (int)cpu;
			pd.ep = dtc_meta_epid(&h->meta, rh.epid);
			pd.data = p + off + sizeof(rh);
			pd.size = rh.size - sizeof(rh);
			pd.ts = 0;
			if (h->meta.rectime && pd.size >= sizeof(pd.ts)) {
				memcpy(&pd.ts, pd.data, sizeof(pd.ts));
				pd.data += sizeof(pd.ts);
				pd.size -= sizeof(pd.ts);
			}
			if (!pd.ep) {
				dtc_seterr(h, "record of unknown enabled probe %u", rh.epid);
				return -1;
			}
			h->flow_next = next_epid(p + off + rh.size, len - off - rh.size);
			if (cs_record(h, out, &pd, pfn, rfn, arg) < 0)
				return -1;
			h->flow_last = rh.epid;
		}
		off += rh.size;
	}
	return 0;
}

enum dtap_workstatus dtap_consume_buf(struct dtap_hdl *h, FILE *out,
				      const void *buf, size_t len,
				      dtap_probe_f *pfn, dtap_rec_f *rfn,
				      void *arg)
{
	const unsigned char *p = buf;
	size_t off = 0;

	while (len - off >= sizeof(struct dtap_chunk_hdr)) {
		struct dtap_chunk_hdr ch;

		memcpy(&ch, p + off, sizeof(ch));
		off += sizeof(ch);
		if (ch.bytes > len - off) {
			dtc_seterr(h, "malformed chunk of CPU %u", ch.cpu);
			return DTAP_WORK_ERROR;
		}
		if (cs_chunk(h, out, ch.cpu, p + off, ch.bytes, pfn, rfn, arg) < 0)
			return DTAP_WORK_ERROR;
		off += ch.bytes;
	}
	fflush(out);
	return h->exited ? DTAP_WORK_DONE : DTAP_WORK_OKAY;
}

/* Reads per call at most: a steady stream of records must not keep the
 * caller from its other duties (signals, drops, -c child). */
#define CS_MAXREADS 32

enum dtap_workstatus dtap_work(struct dtap_hdl *h, FILE *out,
			       dtap_probe_f *pfn, dtap_rec_f *rfn, void *arg)
{
	enum dtap_workstatus ws = DTAP_WORK_OKAY;
	int i;

	h->last_read = 0;
	if (!h->have_transport) {
		dtc_seterr(h, "no transport: consumer opened from metadata only");
		return DTAP_WORK_ERROR;
	}
	for (i = 0; i < CS_MAXREADS; i++) {
		ssize_t n = read(h->tp.buffers_fd, h->rbuf, h->rbufsize);

		if (n < 0 && errno == EINTR)
			break;
		if (n < 0) {
			dtc_seterr(h, "read %s/buffers: %s", h->tp.dir, strerror(errno));
			return DTAP_WORK_ERROR;
		}
		if (n == 0)
			break;
		h->last_read += (size_t)n;
		h->burst += (size_t)n;
		ws = dtap_consume_buf(h, out, h->rbuf, (size_t)n, pfn, rfn, arg);
		if (ws == DTAP_WORK_ERROR)
			return ws;
	}
	return h->exited ? DTAP_WORK_DONE : ws;
}

size_t dtap_last_read(const struct dtap_hdl *h)
{
	return h->last_read;
}

bool dtap_exited(const struct dtap_hdl *h, int *status)
{
	if (status)
		*status = h->exit_status;
	return h->exited;
}
