/*
 * out_json.c - structured output (-x oformat=json, dtapio -O json): what
 * dtrace would print, as one JSON object per line (NDJSON), built with
 * json.c.  The schema is dtap(1)'s STRUCTURED OUTPUT; in short:
 *
 *   {"type":"probe","timestamp":NS,"cpu":0,"id":1,"provider":"dtrace",
 *    "module":"","function":"","name":"BEGIN","output":[ENTRY...]}
 *       ("timestamp": programs compiled for JSON only, "option rectime")
 *       ENTRY: {"message":TEXT,"args":[V...]}   printf (system: "system",
 *                                              and "output" under -O json)
 *              {"value":V}                     trace
 *              {"stack":[FRAME...]}            stack(), trace(stack())
 *              {"ustack":[FRAME...],"pid":N}   ustack()
 *              {"tracemem":[BYTE...],"address":N}
 *              {"print":V,"type":"struct foo"}
 *              {"exit":N}
 *              {"printa":[AGG...]} (and "message" with a format)
 *   {"type":"aggregation",AGG...}      each aggregation not printed, at exit
 *   {"type":"error",...}               a run-time error (dtrace's ERROR)
 *   {"type":"drop",...}                drops, as dtrace reports them
 *
 * V is typed: integers as numbers (sign and width of the D type), strings
 * as strings (any bytes: json.c), symbols as "module`symbol" strings,
 * stacks as arrays of {"address":N,"symbol":"module`sym+0xoff"}, memory
 * as arrays of byte values, floats as numbers (null when not finite).
 *
 * Records follow freopen() as dtrace's text does; errors and drops go to
 * the stream dtap_set_json() named.  A record that prints nothing in text
 * (quiet, and only actions without output) writes no line.  A line is
 * written whole, with one fwrite, when its record has been read: a
 * consumer stopped by SIGINT has only whole lines behind it.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

void dtap_set_json(struct dtap_hdl *h, FILE *out, bool copy)
{
	h->json_on = true;
	h->json_copy = copy;
	h->json_out = out;
}

bool dtap_json(const struct dtap_hdl *h)
{
	return h->json_on;
}

enum dtap_oformat dtap_oformat(const struct dtap_hdl *h)
{
	return h->meta.oformat_json ? DTAP_OFORMAT_JSON : DTAP_OFORMAT_TEXT;
}

/* ---- values ---- */

/* An integer of D type T (size and sign) recorded as 64 bits. */
static void oj_int(struct dtj *j, const char *key, const struct dtap_vtype *t, int64_t v)
{
	int size = t->size >= 1 && t->size <= 8 ? t->size : 8;

	if (t->kind == 'u')
		dtj_uint(j, key, size == 1 ? (uint8_t)v : size == 2 ? (uint16_t)v :
			 size == 4 ? (uint32_t)v : (uint64_t)v);
	else
		dtj_int(j, key, size == 1 ? (int8_t)v : size == 2 ? (int16_t)v :
			size == 4 ? (int32_t)v : v);
}

/* Kernel frames (stack()) or a process's (ustack(): the pid first). */
static void oj_frames(struct dtj *j, const char *key, const struct dtap_vtype *t,
		      const unsigned char *data)
{
	bool user = t->kind == 'U';
	uint64_t pid = 0, pc;
	char buf[512];

	if (user)
		memcpy(&pid, data, 8);
	dtj_arr_begin(j, key);
	for (int i = 0; i < t->size; i++) {
		memcpy(&pc, data + 8 * (i + user), 8);
		if (!pc)
			break;
		dtj_obj_begin(j, NULL);
		dtj_uint(j, "address", pc);
		dtj_cstr(j, "symbol", user ? dtc_usym((int)pid, pc, buf, sizeof(buf)) :
			 dtc_ksym(pc, DTC_KSYM_OFF, buf, sizeof(buf)));
		dtj_obj_end(j);
	}
	dtj_arr_end(j);
}

static void oj_bytes(struct dtj *j, const char *key, const unsigned char *p, size_t n)
{
	dtj_arr_begin(j, key);
	for (size_t i = 0; i < n; i++)
		dtj_uint(j, NULL, p[i]);
	dtj_arr_end(j);
}

/* A user address (usym() umod() uaddr()): 16 bytes, the pid then the pc. */
static void oj_uaddr(struct dtj *j, const char *key, const struct dtap_vtype *t,
		     const unsigned char *data)
{
	uint64_t v[2];
	char buf[512];

	memcpy(v, data, sizeof(v));
	dtj_cstr(j, key, dtc_uaddr_form((int)v[0], v[1], t->kind, buf, sizeof(buf)));
}

void dtc_json_item(struct dtj *j, const char *key, const struct dtap_item *it)
{
	char buf[512];

	switch (it->type.kind) {
	case 's':
		dtj_str(j, key, it->str, it->len);
		return;
	case 'S':
	case 'M':
		dtj_cstr(j, key, dtc_ksym((uint64_t)it->ival, it->type.kind == 'M' ?
					  DTC_KSYM_MOD : DTC_KSYM_SYM, buf, sizeof(buf)));
		return;
	case 'K':
	case 'U':
		oj_frames(j, key, &it->type, (const unsigned char *)it->str);
		return;
	case 'Y':
	case 'O':
	case 'X':
		oj_uaddr(j, key, &it->type, (const unsigned char *)it->str);
		return;
	case 'm':
		oj_bytes(j, key, (const unsigned char *)it->str, it->len);
		return;
	case 'f':
		dtj_double(j, key, dtc_item_double(it));
		return;
	case 'a':
		dtc_json_aggval(j, key, it->agg, it->normal);
		return;
	default:
		oj_int(j, key, &it->type, it->ival);
	}
}

/* ---- records ---- */

void dtc_json_begin(struct dtap_hdl *h, const struct dtap_probedata *pd)
{
	const struct dtap_probedesc *p = pd->ep->probe;
	struct dtj *j = &h->json;

	dtj_reset(j);
	h->json_entries = 0;
	dtj_obj_begin(j, NULL);
	dtj_cstr(j, "type", "probe");
	if (h->meta.rectime)
		dtj_uint(j, "timestamp", pd->ts);
	dtj_int(j, "cpu", pd->cpu);
	dtj_int(j, "id", p->id);
	dtj_cstr(j, "provider", p->prov);
	dtj_cstr(j, "module", p->mod);
	dtj_cstr(j, "function", p->func);
	dtj_cstr(j, "name", p->name);
	dtj_arr_begin(j, "output");
}

void dtc_json_end(struct dtap_hdl *h, FILE *out)
{
	struct dtj *j = &h->json;

	dtj_arr_end(j);
	dtj_obj_end(j);
	/* dtrace prints the probe line of an empty record unless quiet */
	if (h->json_entries == 0 && h->meta.quiet)
		dtj_reset(j);
	else
		dtj_write_line(j, h->json_copy ? h->json_out : out);
}

/* The text printf's format makes of ITEMS (malloc'ed; NULL if out of
 * memory), its length in *LEN. */
static char *oj_format(struct dtap_hdl *h, const struct dtap_actdesc *a,
		       const struct dtap_item *items, size_t *len)
{
	char *text = NULL;
	FILE *m = open_memstream(&text, len);

	if (!m)
		return NULL;
	dtc_format_c(m, &h->meta.pfmts[a->fmtid], items, a->nargs, NULL);
	fclose(m);
	return text;
}

/* printf's text (system()'s command) under KEY, and its typed arguments. */
static void oj_printf(struct dtj *j, const char *key, const char *text, size_t len,
		      const struct dtap_actdesc *a, const struct dtap_item *items)
{
	dtj_str(j, key, text, len);
	dtj_arr_begin(j, "args");
	for (int i = 0; i < a->nargs; i++)
		dtc_json_item(j, NULL, &items[i]);
	dtj_arr_end(j);
}

/* trace(): the value, or the frames of stack() and ustack() under their
 * own names (the pid of a ustack() beside them). */
static void oj_trace(struct dtj *j, const struct dtap_item *it)
{
	if (it->type.kind == 'K' || it->type.kind == 'U') {
		oj_frames(j, it->type.kind == 'K' ? "stack" : "ustack", &it->type,
			  (const unsigned char *)it->str);
		if (it->type.kind == 'U') {
			uint64_t pid;

			memcpy(&pid, it->str, 8);
			dtj_uint(j, "pid", pid);
		}
		return;
	}
	dtc_json_item(j, "value", it);
}

/*
 * system() under -O json: the command's standard output is read into the
 * entry ("output"), so that it cannot break the stream; it runs as the
 * text mode runs it (consume.c), with the real user's ids.
 */
static void oj_system_output(struct dtj *j, const char *cmd)
{
	char *text = NULL, buf[4096];
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	int fds[2], st;
	ssize_t n;
	pid_t pid;

	if (!m || pipe(fds) < 0) {
		if (m)
			fclose(m);
		free(text);
		return;
	}
	pid = fork();
	if (pid == 0) {
		close(fds[0]);
		if (dup2(fds[1], STDOUT_FILENO) < 0 ||
		    setresgid(getgid(), getgid(), getgid()) < 0 ||
		    setresuid(getuid(), getuid(), getuid()) < 0)
			_exit(127);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	close(fds[1]);
	while (pid > 0 && ((n = read(fds[0], buf, sizeof(buf))) > 0 || (n < 0 && errno == EINTR)))
		if (n > 0)
			fwrite(buf, 1, (size_t)n, m);
	close(fds[0]);
	while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	fclose(m);
	dtj_str(j, "output", text, len);
	free(text);
}

static void oj_system(struct dtap_hdl *h, struct dtj *j, const struct dtap_actdesc *a,
		      const struct dtap_item *items)
{
	size_t len = 0;
	char *cmd = oj_format(h, a, items, &len);

	oj_printf(j, "system", cmd, len, a, items);
	if (cmd && !h->json_copy)	/* -O json runs it here; text mode in consume.c */
		oj_system_output(j, cmd);
	free(cmd);
}

bool dtc_json_replaces(const struct dtap_actdesc *a)
{
	switch (a->kind) {
	case DTAP_ACT_PRINTF:
	case DTAP_ACT_TRACE:
	case DTAP_ACT_PRINTA:
	case DTAP_ACT_SYSTEM:
	case DTAP_ACT_TRACEMEM:
	case DTAP_ACT_PRINT:
		return true;
	default:
		return false;
	}
}

void dtc_json_action(struct dtap_hdl *h, const struct dtap_actdesc *a,
		     const struct dtap_item *items)
{
	struct dtj *j = &h->json;

	if (!dtc_json_replaces(a) && a->kind != DTAP_ACT_EXIT)
		return;		/* clear() setopt() freopen() ...: nothing printed */
	h->json_entries++;
	dtj_obj_begin(j, NULL);
	switch (a->kind) {
	case DTAP_ACT_PRINTF: {
		size_t len = 0;
		char *text = oj_format(h, a, items, &len);

		oj_printf(j, "message", text, len, a, items);
		free(text);
		break;
	}
	case DTAP_ACT_SYSTEM:
		oj_system(h, j, a, items);
		break;
	case DTAP_ACT_TRACE:
		oj_trace(j, &items[0]);
		break;
	case DTAP_ACT_TRACEMEM:
		dtc_json_item(j, "tracemem", &items[0]);
		dtj_uint(j, "address", (uint64_t)items[0].ival);
		break;
	case DTAP_ACT_PRINT:
		dtc_json_print(j, &h->meta, a->ptypeid, &items[0]);
		break;
	case DTAP_ACT_EXIT:
		dtj_int(j, "exit", (int32_t)items[0].ival);
		break;
	case DTAP_ACT_PRINTA:
		dtc_json_printa(h, j, a);
		break;
	default:
		break;
	}
	dtj_obj_end(j);
}

/* ---- errors and drops ---- */

void dtc_json_error(struct dtap_hdl *h, const struct dtap_err_rec *er, const char *fault,
		    const char *message)
{
	const struct dtap_epdesc *ep = dtc_meta_epid(&h->meta, er->epid);
	struct dtj j = { 0 };

	dtj_obj_begin(&j, NULL);
	dtj_cstr(&j, "type", "error");
	dtj_uint(&j, "timestamp", er->ts);
	dtj_uint(&j, "epid", er->epid);
	if (ep) {
		dtj_int(&j, "id", ep->probe->id);
		dtj_cstr(&j, "provider", ep->probe->prov);
		dtj_cstr(&j, "module", ep->probe->mod);
		dtj_cstr(&j, "function", ep->probe->func);
		dtj_cstr(&j, "name", ep->probe->name);
	}
	dtj_uint(&j, "action", er->action);	/* 0: the predicate */
	dtj_cstr(&j, "fault", fault);
	if (er->fault == DTAP_FAULT_BADADDR)
		dtj_uint(&j, "address", er->addr);
	dtj_cstr(&j, "message", message);
	dtj_obj_end(&j);
	dtj_write_line(&j, h->json_out);
	fflush(h->json_out);
	dtj_free(&j);
}

void dtc_json_drop(struct dtap_hdl *h, const char *kind, int cpu, long long count,
		   const char *message)
{
	struct dtj j = { 0 };

	dtj_obj_begin(&j, NULL);
	dtj_cstr(&j, "type", "drop");
	dtj_cstr(&j, "kind", kind);
	if (cpu >= 0)
		dtj_int(&j, "cpu", cpu);
	dtj_int(&j, "count", count);
	dtj_cstr(&j, "message", message);
	dtj_obj_end(&j);
	dtj_write_line(&j, h->json_out);
	fflush(h->json_out);
	dtj_free(&j);
}
