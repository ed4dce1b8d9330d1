/*
 * out_json_agg.c - aggregations in the structured output (out_json.c):
 *
 *   AGG = "name":"a","function":"count","data":[ROW...]   (name without @)
 *   ROW = {"keys":[V...],"value":N}            count sum min max avg stddev
 *         {"keys":[V...],"buckets":[BUCKET...]}  the histograms
 *   BUCKET = {"value":LOW,"count":N}   LOW the bucket's lower bound, as the
 *            text's value column; the underflow bucket of lquantize and
 *            llquantize is {"below":BASE,"count":N}
 *
 * Rows come in the order dtrace prints them (aggsortkey, aggsortrev ...);
 * values as the text shows them: avg and stddev the integers dtrace
 * prints, every value divided by normalize()'s factor; only buckets that
 * counted something are listed.
 */
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"

/* The bucket I of E: its lower bound, or the bound it is below (*BELOW). */
static int64_t oja_bound(const struct dtap_aggdesc *a, int i, bool *below)
{
	int levels = a->nvals - 2;

	*below = false;
	switch (a->func) {
	case DTAP_AGG_QUANTIZE:
		return dtc_quantize_bucketval(i);
	case DTAP_AGG_LQUANTIZE:
		*below = i == 0;
		if (i == 0)
			return a->param[0];
		if (i == levels + 1)
			return a->param[0] + levels * a->param[2];
		return a->param[0] + (i - 1) * a->param[2];
	default:
		*below = i == 0;
		return dt_llquantize_bucketval(a->param, i);
	}
}

static void oja_buckets(struct dtj *j, const struct dtap_aggentry *e, int64_t normal)
{
	const struct dtap_aggdesc *a = e->agg;

	dtj_arr_begin(j, "buckets");
	for (int i = 0; i < a->nvals; i++) {
		bool below;
		int64_t bound;

		if (e->vals[i] == 0)
			continue;
		bound = oja_bound(a, i, &below);
		dtj_obj_begin(j, NULL);
		dtj_int(j, below ? "below" : "value", bound);
		dtj_int(j, "count", e->vals[i] / normal);
		dtj_obj_end(j);
	}
	dtj_arr_end(j);
}

void dtc_json_aggval(struct dtj *j, const char *key, const struct dtap_aggentry *e,
		     int64_t normal)
{
	if (normal == 0)
		normal = 1;
	if (e->agg->func < DTAP_AGG_QUANTIZE) {
		if (e->agg->func == DTAP_AGG_STDDEV)
			dtj_uint(j, key, dtc_stddev(e, normal));
		else
			dtj_int(j, key, dtc_agg_shown(e, normal));
		return;
	}
	dtj_obj_begin(j, key);
	oja_buckets(j, e, normal);
	dtj_obj_end(j);
}

struct oja_walk {
	struct dtap_hdl *h;
	struct dtj *j;
};

static int oja_row(const struct dtap_aggentry *e, void *arg)
{
	struct oja_walk *w = arg;
	int64_t normal = w->h->agg_normal[e->agg->id];
	struct dtap_item keys[8];

	dtc_agg_key_items(e, keys);
	dtj_obj_begin(w->j, NULL);
	dtj_arr_begin(w->j, "keys");
	for (int i = 0; i < e->agg->nkeys; i++)
		dtc_json_item(w->j, NULL, &keys[i]);
	dtj_arr_end(w->j);
	if (e->agg->func >= DTAP_AGG_QUANTIZE)
		oja_buckets(w->j, e, normal ? normal : 1);
	else
		dtc_json_aggval(w->j, "value", e, normal);
	dtj_obj_end(w->j);
	return 0;
}

/* The members of AGG for aggregation AGGID, from the current snapshot. */
static int oja_members(struct dtap_hdl *h, struct dtj *j, int aggid)
{
	const struct dtap_aggdesc *a = dtap_aggdesc(h, aggid);
	struct oja_walk w = { h, j };
	int rc;

	dtj_cstr(j, "name", a->name);
	dtj_cstr(j, "function", dt_aggfunc_names[a->func]);
	dtj_arr_begin(j, "data");
	rc = dtap_aggregate_walk(h, aggid, oja_row, &w);
	dtj_arr_end(j);
	return rc;
}

/* printa(): its aggregations as they are now, marked printed; with a
 * format, the text it makes too ("message"). */
void dtc_json_printa(struct dtap_hdl *h, struct dtj *j, const struct dtap_actdesc *a)
{
	if (!h->json_copy && h->have_transport)
		dtap_aggregate_snap(h);	/* text mode takes it in consume.c */
	if (a->fmtid >= 0) {
		char *text = NULL;
		size_t len = 0;
		FILE *m = open_memstream(&text, &len);

		if (m) {
			if (a->naggids > 1)
				dtap_aggregate_print_joined(h, m, a->aggids, a->naggids, a->fmtid);
			else
				dtap_aggregate_print_one(h, m, a->aggid, a->fmtid);
			fclose(m);
			dtj_str(j, "message", text, len);
			free(text);
		}
	}
	dtj_arr_begin(j, "printa");
	for (int k = 0; k < a->naggids && k < DT_PRINTA_MAXAGGS; k++) {
		if (!dtap_aggdesc(h, a->aggids[k]))
			continue;
		h->agg_printed[a->aggids[k]] = true;
		dtj_obj_begin(j, NULL);
		oja_members(h, j, a->aggids[k]);
		dtj_obj_end(j);
	}
	dtj_arr_end(j);
}

/* At exit: one line per aggregation not printed yet that has entries.
 * MARK: mark them printed (-O json; the text copy marks its own). */
int dtc_json_aggregations(struct dtap_hdl *h, FILE *out, bool mark)
{
	struct dtj j = { 0 };
	int rc = 0;

	for (int id = 0; id < h->meta.naggs && rc == 0; id++) {
		if (!dtap_aggdesc(h, id) || h->agg_printed[id] || !dtc_agg_count(h, id))
			continue;
		if (mark)
			h->agg_printed[id] = true;
		dtj_obj_begin(&j, NULL);
		dtj_cstr(&j, "type", "aggregation");
		rc = oja_members(h, &j, id);
		dtj_obj_end(&j);
		dtj_write_line(&j, out);
	}
	dtj_free(&j);
	fflush(out);
	return rc;
}
