/*
 * dt_options.c - the one table of options, shared by -x NAME[=VALUE], -q,
 * -w and "#pragma D option NAME[=VALUE]".  Adding an option is one row
 * (and a field in struct dt_options).
 *
 * Every option dtrace (dtrace-utils 2.x) accepts is here, with dtrace's
 * value syntax (libdtrace's dt_options.c):
 *   sizes    N with an optional k m g t suffix (any case): bufsize=4m
 *   counts   plain numbers (C's bases): nspec=4, stackframes=20
 *   rates    N with a time unit (ns us ms s m h d, or hz for N per
 *            second; a bare N is nanoseconds): switchrate=10hz
 *   booleans no value, or yes/no enable/disable enabled/disabled true/false
 *            on/off set/unset 1/0 (dt_opt_runtime's pairs)
 *   others   amin=Stability/Stability/Class (parts left out: Standard,
 *            Standard, Common, as dtrace_str2attr), version=N.N[.N],
 *            evaltime=exec|preinit|postinit|main, linkmode, linktype, late,
 *            paths (ctypes dtypes ldpath modpath syslibdir)
 *   choices  bufpolicy=fill|ring|switch, bufresize=auto|manual,
 *            oformat=text|json
 * A bad name or value gets dtrace's words: "failed to set -x NAME:
 * Invalid value for specified option" on the command line, "failed to
 * set option 'NAME' to 'VALUE': ..." (D_PRAGMA_OPTSET) in a script.
 *
 * What each option does in dtap: quiet strsize bufsize aggsize switchrate
 * destructive errtags procfs aggsort* aggzoom zdefs (probe descriptions
 * may match nothing) amin (the least stability a script may use:
 * Name/Data/Class, dt_attr.c) as their names say; the others are accepted and
 * kept for the parts of dtap that use them (dynvarsize nspec specsize
 * for variables and speculations, the frames options for stacks) or
 * bufpolicy is the runtime's (transport.c) and dtapio's; oformat
 * (FreeBSD dtrace's) dtapio's only, through the metadata; others
 * have no meaning for a dtap module (cpu, grabanon, lockmem, bufresize:
 * rings are allocated whole at load, or the module does not load).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/dt_util.h"

enum opt_kind {
	OPT_BOOL,	/* bare name sets it; 1/0 yes/no true/false on/off */
	OPT_SIZE,	/* bytes: N with an optional k m g t suffix */
	OPT_COUNT,	/* plain count (int field) */
	OPT_RATE,	/* a period in ns: N[ns|us|ms|s|m|h|d] or N hz, as dtrace */
	OPT_CHOICE,	/* one of the words of `choices` (int field: its index) */
	OPT_ISIZE,	/* a size stored in an int field */
	OPT_TEXT,	/* any non-empty value (paths); no field */
	OPT_ATTR,	/* a stability attribute: Stability/Stability/Class */
	OPT_VERSION,	/* a D language version: N.N[.N] */
};

/* Options dtap accepts for dtrace's sake but that have no field: what they
 * control (DIF registers, CTF/DOF output, linking, libdtrace debugging,
 * when -c processes are grabbed) does not exist in dtap. */
#define NOFIELD SIZE_MAX

struct opt_row {
	const char *name;
	enum opt_kind kind;
	size_t offset;		/* of the field in struct dt_options */
	uint64_t min, max;	/* accepted range (sizes, counts, rates) */
	const char *const *choices;
};

#define OFF(f) offsetof(struct dt_options, f)
#define DAY_NS 86400000000000ULL

static const char *const bufpolicies[] = { "switch", "fill", "ring", NULL };
static const char *const bufresizes[] = { "auto", "manual", NULL };
/* FreeBSD's dtrace also has xml and html (libxo's); dtap has no writer
 * for them (dtap(1), STRUCTURED OUTPUT) */
static const char *const oformats[] = { "text", "json", NULL };
static const char *const evaltimes[] = { "exec", "preinit", "postinit", "main", NULL };
static const char *const linkmodes[] = { "kernel", "primary", "dynamic", "static", NULL };
static const char *const linktypes[] = { "elf", "dof", NULL };
static const char *const lates[] = { "dynamic", "static", NULL };

static const struct opt_row options[] = {
	{ "quiet", OPT_BOOL, OFF(quiet), 0, 0, NULL },
	/* at least 2: dtrace's "null string" marker is 2 bytes (dt_opt_strsize) */
	{ "strsize", OPT_ISIZE, OFF(strsize), 2, 65536, NULL },
	{ "bufsize", OPT_SIZE, OFF(bufsize), 4096, 1ULL << 30, NULL },
	{ "aggsize", OPT_ISIZE, OFF(aggsize), 1, 1 << 30, NULL },
	{ "aggsortkey", OPT_BOOL, OFF(aggsortkey), 0, 0, NULL },
	{ "aggsortrev", OPT_BOOL, OFF(aggsortrev), 0, 0, NULL },
	{ "aggsortpos", OPT_COUNT, OFF(aggsortpos), 0, DT_PRINTA_MAXAGGS - 1, NULL },
	{ "aggsortkeypos", OPT_COUNT, OFF(aggsortkeypos), 0, 7, NULL },
	{ "aggpack", OPT_BOOL, OFF(aggpack), 0, 0, NULL },
	{ "aggzoom", OPT_BOOL, OFF(aggzoom), 0, 0, NULL },
	{ "aggpercpu", OPT_BOOL, OFF(aggpercpu), 0, 0, NULL },
	{ "aggrate", OPT_RATE, OFF(aggrate), 0, DAY_NS, NULL },
	{ "destructive", OPT_BOOL, OFF(destructive), 0, 0, NULL },
	{ "errtags", OPT_BOOL, OFF(errtags), 0, 0, NULL },
	{ "droptags", OPT_BOOL, OFF(droptags), 0, 0, NULL },
	{ "procfs", OPT_BOOL, OFF(procfs), 0, 0, NULL },
	{ "switchrate", OPT_RATE, OFF(switchrate), 1, DAY_NS, NULL },
	{ "statusrate", OPT_RATE, OFF(statusrate), 0, DAY_NS, NULL },
	{ "cleanrate", OPT_RATE, OFF(cleanrate), 0, DAY_NS, NULL },
	{ "bufpolicy", OPT_CHOICE, OFF(bufpolicy), 0, 0, bufpolicies },
	{ "bufresize", OPT_CHOICE, OFF(bufresize), 0, 0, bufresizes },
	{ "oformat", OPT_CHOICE, OFF(oformat), 0, 0, oformats },
	{ "dynvarsize", OPT_SIZE, OFF(dynvarsize), 0, 1ULL << 32, NULL },
	{ "specsize", OPT_SIZE, OFF(specsize), 0, 1ULL << 30, NULL },
	{ "scratchsize", OPT_SIZE, OFF(scratchsize), 0, 1ULL << 30, NULL },
	{ "lockmem", OPT_SIZE, OFF(lockmem), 0, UINT64_MAX, NULL },
	{ "pcapsize", OPT_SIZE, OFF(pcapsize), 0, 1ULL << 30, NULL },
	{ "jstackstrsize", OPT_SIZE, OFF(jstackstrsize), 0, 1ULL << 30, NULL },
	{ "nspec", OPT_COUNT, OFF(nspec), 0, 1 << 16, NULL },
	{ "maxframes", OPT_COUNT, OFF(maxframes), 0, 1 << 16, NULL },
	{ "stackframes", OPT_COUNT, OFF(stackframes), 0, 1 << 16, NULL },
	{ "ustackframes", OPT_COUNT, OFF(ustackframes), 0, 1 << 16, NULL },
	{ "jstackframes", OPT_COUNT, OFF(jstackframes), 0, 1 << 16, NULL },
	{ "cpu", OPT_COUNT, OFF(cpu), 0, 1 << 20, NULL },
	{ "rawbytes", OPT_BOOL, OFF(rawbytes), 0, 0, NULL },
	{ "flowindent", OPT_BOOL, OFF(flowindent), 0, 0, NULL },
	{ "stackindent", OPT_BOOL, OFF(stackindent), 0, 0, NULL },
	{ "zdefs", OPT_BOOL, OFF(zdefs), 0, 0, NULL },
	{ "argref", OPT_BOOL, OFF(argref), 0, 0, NULL },
	{ "defaultargs", OPT_BOOL, OFF(defaultargs), 0, 0, NULL },
	{ "nolibs", OPT_BOOL, OFF(nolibs), 0, 0, NULL },
	{ "grabanon", OPT_BOOL, OFF(grabanon), 0, 0, NULL },
	{ "empty", OPT_BOOL, OFF(empty), 0, 0, NULL },
	/* dtrace-utils' other compiler and runtime options (no effect here) */
	{ "amin", OPT_ATTR, OFF(amin), 0, 0, NULL },
	{ "bpflog", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "bpflogsize", OPT_SIZE, NOFIELD, 0, 1ULL << 32, NULL },
	{ "core", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "ctypes", OPT_TEXT, NOFIELD, 0, 0, NULL },
	{ "debug", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "disasm", OPT_COUNT, NOFIELD, 0, 255, NULL },
	{ "dtypes", OPT_TEXT, NOFIELD, 0, 0, NULL },
	{ "evaltime", OPT_CHOICE, NOFIELD, 0, 0, evaltimes },
	/* exactly DIF's 8 registers (dt_opt_iregs): fewer is dtrace's
	 * "Insufficient registers" (dt_option_set), more a bad value */
	{ "iregs", OPT_COUNT, NOFIELD, 8, 8, NULL },
	{ "kdefs", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "knodefs", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "late", OPT_CHOICE, NOFIELD, 0, 0, lates },
	{ "lazyload", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "ldpath", OPT_TEXT, NOFIELD, 0, 0, NULL },
	{ "linkmode", OPT_CHOICE, NOFIELD, 0, 0, linkmodes },
	{ "linktype", OPT_CHOICE, NOFIELD, 0, 0, linktypes },
	{ "modpath", OPT_TEXT, NOFIELD, 0, 0, NULL },
	{ "noresolve", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "pgmax", OPT_COUNT, NOFIELD, 1, UINT32_MAX, NULL },
	{ "preallocate", OPT_SIZE, NOFIELD, 0, 1ULL << 40, NULL },
	{ "pspec", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "strip", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "syslibdir", OPT_TEXT, NOFIELD, 0, 0, NULL },
	{ "tree", OPT_COUNT, NOFIELD, 0, UINT32_MAX, NULL },
	{ "tregs", OPT_COUNT, NOFIELD, 1, 1 << 16, NULL },
	{ "udefs", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "unodefs", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "verbose", OPT_BOOL, NOFIELD, 0, 0, NULL },
	{ "version", OPT_VERSION, NOFIELD, 0, 0, NULL },
};

void dt_options_init(struct dt_options *o)
{
	memset(o, 0, sizeof(*o));
	o->strsize = 256;
	o->bufsize = 4 << 20;
	o->aggsize = 4 << 20;	/* bytes of a CPU's aggregations */
	o->bufpolicy = 0;		/* switch */
	o->aggrate = 1000000000;	/* dtrace's defaults */
	o->statusrate = 1000000000;
	o->cleanrate = 10000000;	/* 101 Hz */
	o->dynvarsize = 1 << 20;
	o->specsize = 1 << 20;
	o->scratchsize = 1 << 20;
	o->nspec = 1;
	o->maxframes = 100;
	o->stackframes = 20;
	o->ustackframes = 100;
	o->jstackframes = 50;
	o->jstackstrsize = 512;
	o->cpu = -1;
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
	case 't': case 'T': shift = 40; end++; break;
	}
	if (*end || (shift && v > (UINT64_MAX >> shift)))
		return false;
	*out = (uint64_t)v << shift;
	return true;
}

static bool parse_count(const char *value, uint64_t *out)
{
	char *end;

	if (!value || !*value || *value == '-')
		return false;
	errno = 0;
	*out = strtoull(value, &end, 0);
	return !errno && end != value && !*end;
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

static bool parse_bool(const char *value, bool *b)
{
	static const char *const yes[] = { "1", "yes", "true", "on", "enable", "enabled",
					   "set" };
	static const char *const no[] = { "0", "no", "false", "off", "disable", "disabled",
					  "unset" };

	*b = true;
	if (!value)
		return true;
	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++) {
		if (!strcasecmp(value, yes[i]))
			return true;
		if (!strcasecmp(value, no[i])) {
			*b = false;
			return true;
		}
	}
	return false;
}

/* The D versions dtrace-utils defines (dt_version.h, _dtrace_versions[]):
 * another well-formed number is "not supported" (dt_opt_version). */
static const char *const d_versions[] = {
	"1.0.0", "1.1.0", "1.2.0", "1.2.1", "1.2.2", "1.3.0", "1.4.0", "1.4.1",
	"1.5.0", "1.6.0", "1.6.1", "1.6.2", "1.6.3", "1.6.4", "2.0.0", "2.0.1", NULL
};

/* -x version=1.6.3: MAJOR[.MINOR[.MICRO]] as dt_version_str2num reads it
 * (major at most 255, the others 4095; "2" is 2.0.0).  NULL if it names a
 * defined version, else dtrace's reason (dt_error.c: EDT_VERSINVAL,
 * EDT_VERSUNDEF). */
static const char *version_error(const char *value)
{
	unsigned long part[3] = { 0, 0, 0 };
	char canon[32];

	for (int i = 0; value && i < 3; i++) {
		char *end;

		if (*value < '0' || *value > '9')
			break;
		part[i] = strtoul(value, &end, 10);
		if (part[i] > (i ? 4095UL : 255UL))
			break;
		if (*end == '\0') {
			snprintf(canon, sizeof(canon), "%lu.%lu.%lu", part[0], part[1], part[2]);
			for (int v = 0; d_versions[v]; v++)
				if (!strcmp(canon, d_versions[v]))
					return NULL;
			return "Requested version is not supported by compiler";
		}
		if (*end != '.')
			break;
		value = end + 1;
	}
	return "Version is not properly formatted or is too large";
}

static int set_value(struct dt_options *o, const struct opt_row *r, const char *value)
{
	uint64_t dummy[1];	/* where a NOFIELD option's value goes */
	char *field = r->offset == NOFIELD ? (char *)dummy : (char *)o + r->offset;
	uint64_t v = 0;
	bool ok;

	switch (r->kind) {
	case OPT_TEXT:
		return value && *value ? 0 : -1;
	case OPT_VERSION:
		return value && !version_error(value) ? 0 : -1;
	case OPT_BOOL:
		if (!parse_bool(value, (bool *)field))
			return -1;
		if (r->offset == OFF(errtags))
			dt_opt_errtags = *(bool *)field;
		return 0;
	case OPT_CHOICE:
		for (int i = 0; value && r->choices[i]; i++) {
			if (!strcmp(value, r->choices[i])) {
				*(int *)field = i;
				return 0;
			}
		}
		return -1;
	case OPT_ATTR:	/* dt_attr.c: below it, a script is an error */
		if (!value || !dt_attr_parse(value, (struct dt_attr *)field))
			return -1;
		o->amin_set = true;
		return 0;
	case OPT_RATE:
		ok = parse_rate(value, &v);
		break;
	case OPT_COUNT:
		ok = parse_count(value, &v);
		break;
	default:
		ok = parse_size(value, &v);
		break;
	}
	if (!ok || v < r->min || v > r->max)
		return -1;
	if (r->kind == OPT_SIZE || r->kind == OPT_RATE)
		*(uint64_t *)field = v;
	else
		*(int *)field = (int)v;
	return 0;
}

int dt_option_try(struct dt_options *o, const char *name, const char *value,
		  const char **why)
{
	*why = "Invalid option name";
	for (size_t i = 0; i < sizeof(options) / sizeof(options[0]); i++) {
		if (strcmp(options[i].name, name) != 0)
			continue;
		if (set_value(o, &options[i], value) == 0)
			return 0;
		*why = "Invalid value for specified option";
		if (!strcmp(name, "iregs") && value && atoi(value) >= 1 && atoi(value) < 8)
			*why = "Insufficient registers to generate code";
		if (!strcmp(name, "version") && value)
			*why = version_error(value);
		break;
	}
	return -1;
}

int dt_option_set(struct dt_options *o, const char *name, const char *value,
		  const struct dt_loc *loc)
{
	const char *why;

	if (dt_option_try(o, name, value, &why) == 0)
		return 0;
	if (!loc)
		dt_error(D_PRAGMA_OPTSET, NULL, "failed to set -x %s: %s", name, why);
	else if (value)
		dt_error(D_PRAGMA_OPTSET, loc, "failed to set option '%s' to '%s': %s", name,
			 value, why);
	else
		dt_error(D_PRAGMA_OPTSET, loc, "failed to set option '%s': %s", name, why);
	return -1;
}
