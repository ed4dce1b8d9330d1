/*
 * dt_options.c - the one table of options, shared by -x NAME[=VALUE], -q,
 * -w and "#pragma D option NAME[=VALUE]".  Adding an option is one row
 * (and a field in struct dt_options).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"

enum opt_kind {
	OPT_BOOL,	/* bare name sets it; "=1" / "=0" too */
	OPT_SIZE,	/* bytes: N with an optional k m g suffix */
	OPT_COUNT,	/* plain count: N, suffixes allowed as for sizes */
	OPT_RATE,	/* a period in ns: N[ns|us|ms|s|m|h|d] or N hz, as dtrace */
};

struct opt_row {
	const char *name;
	enum opt_kind kind;
	size_t offset;		/* of the field in struct dt_options */
	uint64_t min, max;	/* accepted range (sizes and counts) */
};

#define OFF(f) offsetof(struct dt_options, f)

static const struct opt_row options[] = {
	{ "quiet", OPT_BOOL, OFF(quiet), 0, 0 },
	{ "strsize", OPT_COUNT, OFF(strsize), 1, 65536 },
	{ "bufsize", OPT_SIZE, OFF(bufsize), 4096, 1ULL << 30 },
	{ "aggsize", OPT_COUNT, OFF(aggsize), 1, 1 << 20 },
	{ "aggsortkey", OPT_BOOL, OFF(aggsortkey), 0, 0 },
	{ "aggsortrev", OPT_BOOL, OFF(aggsortrev), 0, 0 },
	{ "aggsortpos", OPT_BOOL, OFF(aggsortpos), 0, 0 },
	{ "aggsortkeypos", OPT_BOOL, OFF(aggsortkeypos), 0, 0 },
	{ "destructive", OPT_BOOL, OFF(destructive), 0, 0 },
	{ "errtags", OPT_BOOL, OFF(errtags), 0, 0 },
	{ "procfs", OPT_BOOL, OFF(procfs), 0, 0 },
	{ "switchrate", OPT_RATE, OFF(switchrate), 1, 86400000000000ULL },
	{ "defaultargs", OPT_BOOL, OFF(defaultargs), 0, 0 },
	{ "argref", OPT_BOOL, OFF(argref), 0, 0 },
	{ "dynvarsize", OPT_SIZE, OFF(dynvarsize), 1024, 1ULL << 32 },
};

void dt_options_init(struct dt_options *o)
{
	memset(o, 0, sizeof(*o));
	o->strsize = 256;
	o->bufsize = 4 << 20;
	o->aggsize = 1024;
	o->dynvarsize = 1 << 20;	/* dtrace's default */
}

/* "4m" -> 4194304; false if VALUE is not a number with a known suffix. */
static bool parse_size(const char *value, uint64_t *out)
{
	char *end;
	unsigned long long v;
	int shift = 0;

	if (!value || !*value || *value == '-')
		return false;
	errno = 0;
	v = strtoull(value, &end, 0);
	if (errno || end == value)
		return false;
	switch (*end) {
	case 'k': case 'K': shift = 10; end++; break;
	case 'm': case 'M': shift = 20; end++; break;
	case 'g': case 'G': shift = 30; end++; break;
	}
	if (*end || (shift && v > (UINT64_MAX >> shift)))
		return false;
	*out = (uint64_t)v << shift;
	return true;
}

/* dtrace's rates: a bare number is nanoseconds, "Nhz" is N per second. */
static bool parse_rate(const char *value, uint64_t *out)
{
	char *end;
	unsigned long long v;
	uint64_t mul = 1;

	if (!value || !*value || *value == '-')
		return false;
	errno = 0;
	v = strtoull(value, &end, 0);
	if (errno || end == value)
		return false;
	if (*end && !dt_time_unit(end, true, &mul))
		return false;
	if (mul == 0)
		*out = v ? 1000000000ULL / v : 0;
	else if (v > UINT64_MAX / mul)
		return false;
	else
		*out = v * mul;
	return true;
}

static int set_value(struct dt_options *o, const struct opt_row *r, const char *value)
{
	char *field = (char *)o + r->offset;
	uint64_t v;

	if (r->kind == OPT_BOOL) {
		bool b = !value || strcmp(value, "1") == 0;

		if (value && !b && strcmp(value, "0") != 0)
			return -1;
		*(bool *)field = b;
		if (r->offset == OFF(errtags))
			dt_opt_errtags = b;
		return 0;
	}
	if (r->kind == OPT_RATE ? !parse_rate(value, &v) : !parse_size(value, &v))
		return -1;
	if (v < r->min || v > r->max)
		return -1;
	if (r->kind == OPT_SIZE || r->kind == OPT_RATE)
		*(uint64_t *)field = v;
	else
		*(int *)field = (int)v;
	return 0;
}

int dt_option_set(struct dt_options *o, const char *name, const char *value,
		  const struct dt_loc *loc)
{
	for (size_t i = 0; i < sizeof(options) / sizeof(options[0]); i++) {
		const struct opt_row *r = &options[i];

		if (strcmp(r->name, name) != 0)
			continue;
		if (set_value(o, r, value) == 0)
			return 0;
		if (r->kind == OPT_BOOL)
			dt_error(D_OPT_VALUE, loc, "option '%s' takes no value or 0/1, not '%s'",
				 name, value);
		else
			dt_error(D_OPT_VALUE, loc,
				 "invalid value '%s' for option '%s': expected %llu to %llu%s",
				 value ? value : "", name, (unsigned long long)r->min,
				 (unsigned long long)r->max,
				 r->kind == OPT_SIZE ? " bytes (suffixes k m g)" :
				 r->kind == OPT_RATE ? " ns (suffixes us ms s m h d, or N hz)" : "");
		return -1;
	}
	dt_error(D_PRAGMA_OPT, loc, "unknown option '%s'", name);
	return -1;
}
