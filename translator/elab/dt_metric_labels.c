/*
 * dt_metric_labels.c - "#pragma D option metric_labels=@NAME:LABEL,..."
 * names the key labels of aggregation @NAME in the Prometheus metrics of
 * --metrics (dtap(1), METRICS), instead of key0, key1 ...:
 *
 *	#pragma D option metric_labels=@bytes:process,fd
 *	syscall::write:entry { @bytes[execname, arg0] = sum(arg2); }
 *
 * gives dtap_bytes{process="bash",fd="1"}.  One pragma per aggregation
 * (@ alone: "@:LABEL,..."); one label per key, each a Prometheus label
 * name ([A-Za-z_][A-Za-z0-9_]*, not beginning with "__", which Prometheus
 * keeps for itself), all different, and not "le" for a histogram, whose
 * buckets use it.  Checked once every clause is elaborated (the
 * aggregation and its keys are known then): D_METRIC_LABELS at the
 * pragma.  Only the pragma sets it: -x metric_labels is refused as any
 * unknown option is, since the command line has no aggregation in view.
 * The labels reach dtapio through the metadata ("agglabels" lines).
 */
#include <string.h>

#include "elab/dt_elab.h"

#define OPTNAME "metric_labels"

bool dt_metric_labels_option(const char *name)
{
	return !strcmp(name, OPTNAME);
}

static bool label_name_ok(const char *s, size_t n)
{
	if (n == 0 || (s[0] >= '0' && s[0] <= '9') || (n >= 2 && s[0] == '_' && s[1] == '_'))
		return false;
	for (size_t i = 0; i < n; i++)
		if (!(s[i] == '_' || (s[i] >= '0' && s[i] <= '9') ||
		      (s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z')))
			return false;
	return true;
}

static struct dt_agg *find_agg(struct dt_program *prog, const char *name, size_t n)
{
	for (struct dt_agg *g = prog->aggs; g; g = g->next)
		if (strlen(g->name) == n && !strncmp(g->name, name, n))
			return g;
	return NULL;
}

/* The labels of LIST ("a,b,c") for G; false after a diagnostic. */
static bool set_labels(struct dt_agg *g, const char *list, const struct dt_loc *loc)
{
	char *labels[8] = { NULL };
	int n = 0;

	for (const char *p = list;; p++) {
		size_t len = strcspn(p, ",");

		if (n == 8 || !label_name_ok(p, len)) {
			dt_error(D_METRIC_LABELS, loc, "#pragma D option " OPTNAME ": '%.*s' is not "
				 "a label name ([A-Za-z_][A-Za-z0-9_]*, not beginning with __)",
				 (int)len, p);
			return false;
		}
		labels[n] = dt_strndup(p, len);
		for (int i = 0; i < n; i++)
			if (!strcmp(labels[i], labels[n])) {
				dt_error(D_METRIC_LABELS, loc, "#pragma D option " OPTNAME
					 ": label %s given twice", labels[n]);
				return false;
			}
		if (g->func >= AGG_QUANTIZE && !strcmp(labels[n], "le")) {
			dt_error(D_METRIC_LABELS, loc, "#pragma D option " OPTNAME ": @%s is a "
				 "histogram, whose buckets use the label le", g->name);
			return false;
		}
		n++;
		p += len;
		if (!*p)
			break;
	}
	if (n != g->nkeys) {
		dt_error(D_METRIC_LABELS, loc, "#pragma D option " OPTNAME ": @%s has %d key%s, "
			 "not %d", g->name, g->nkeys, g->nkeys == 1 ? "" : "s", n);
		return false;
	}
	memcpy(g->labels, labels, sizeof(labels));
	return true;
}

/* One pragma's value "@NAME:LABELS" (the '@' may be left out). */
static void apply_one(struct dt_program *prog, const char *value, const struct dt_loc *loc)
{
	const char *colon = value ? strchr(value, ':') : NULL;
	const char *name = value;
	struct dt_agg *g;

	if (!colon) {
		dt_error(D_METRIC_LABELS, loc, "#pragma D option " OPTNAME " needs a value "
			 "@NAME:LABEL[,LABEL...]");
		return;
	}
	if (*name == '@')
		name++;
	g = find_agg(prog, name, (size_t)(colon - name));
	if (!g) {
		dt_error(D_METRIC_LABELS, loc, "#pragma D option " OPTNAME ": the program has "
			 "no aggregation @%.*s", (int)(colon - name), name);
		return;
	}
	if (g->labels[0] || (!g->nkeys && g->labels_set)) {
		dt_error(D_METRIC_LABELS, loc, "#pragma D option " OPTNAME ": @%s has its "
			 "labels already", g->name);
		return;
	}
	g->labels_set = true;
	if (!colon[1] && !g->nkeys)
		return;		/* "@x:" for an aggregation without keys */
	set_labels(g, colon + 1, loc);
}

void dt_metric_labels_apply(struct dt_program *prog)
{
	for (const struct dt_pragma *p = prog->script->pragmas; p; p = p->next) {
		const char *w = p->text;
		size_t n;

		if (strncmp(w, "option", 6) || (w[6] != ' ' && w[6] != '\t'))
			continue;
		w += 6 + strspn(w + 6, " \t");
		n = strlen(OPTNAME);
		if (strncmp(w, OPTNAME, n) || (w[n] && w[n] != '=' && w[n] != ' ' &&
					       w[n] != '\t'))
			continue;
		w += n;
		if (*w == '=')
			w++;
		else
			w = NULL;
		if (w) {
			char *value = dt_strndup(w, strcspn(w, " \t"));

			apply_one(prog, value, &p->loc);
		} else {
			apply_one(prog, NULL, &p->loc);
		}
	}
}
