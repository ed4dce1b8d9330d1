/*
 * dt_aggfunc.c - what pass 2, pass 3 and dtapio must agree on about an
 * aggregating function: its name and the words of an entry's value.
 *
 * Every entry holds count, sum, min and max (struct dtap_agg_val); some
 * functions need more words after them: stddev a 128-bit sum of squares
 * (low word first), the histograms one count per bucket, laid out as
 * DTrace lays them out:
 *   quantize    127 buckets: -2^62 .. -1, 0, 1 .. 2^62 (bucket 63 is 0)
 *   lquantize   levels + 2: "< base", one per step, ">= limit"
 *   llquantize  "< factor^low", then per order of magnitude low..high the
 *               buckets not already covered by the order below, then
 *               ">= factor^(high+1)"
 */
#include "util/dt_util.h"

const char *const dt_aggfunc_names[AGG_NFUNCS] = {
	"count", "sum", "min", "max", "avg", "stddev", "quantize", "lquantize",
	"llquantize",
};

/* Buckets of llquantize(FACTOR, LOW, HIGH, NSTEPS): as the probe side
 * counts them (the index of the top bucket, plus one). */
static int llquantize_nbuckets(const int64_t *param)
{
	int64_t factor = param[0], nsteps = param[3], this = 1;
	int base = 1;

	for (int64_t order = 0; order < param[1]; order++)
		this *= factor;
	this *= factor;
	for (int64_t order = param[1]; order <= param[2]; order++) {
		int64_t nb = this > nsteps ? nsteps : this;

		base += (int)(nb - nb / factor);
		if (order == param[2])
			break;	/* factor^(high+2) need not fit in 64 bits */
		this *= factor;
	}
	return base + 1;
}

int dt_agg_nvals(enum dt_aggfunc func, const int64_t *param)
{
	switch (func) {
	case AGG_STDDEV:
		return 2;
	case AGG_QUANTIZE:
		return 127;
	case AGG_LQUANTIZE:
		return (int)((param[1] - param[0]) / param[2]) + 2;
	case AGG_LLQUANTIZE:
		return llquantize_nbuckets(param);
	default:
		return 0;
	}
}

/* Walk the buckets as dtrace's printer does: within an order of
 * magnitude the step is next / nsteps (at least 1). */
int64_t dt_llquantize_bucketval(const int64_t *param, int i)
{
	int64_t factor = param[0], nsteps = param[3], value = 1, next, step;
	int64_t order;
	int bin = 1;

	for (order = 0; order < param[1]; order++)
		value *= factor;
	if (i <= 0)
		return value;
	next = value * factor;
	step = next > nsteps ? next / nsteps : 1;
	while (order <= param[2] && bin < i) {
		bin++;
		value += step;
		if (value != next)
			continue;
		if (++order > param[2])
			break;	/* the top bucket: no next order to compute */
		next = value * factor;
		step = next > nsteps ? next / nsteps : 1;
	}
	return value;
}
