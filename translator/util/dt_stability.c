/*
 * dt_stability.c - dtrace's stability attributes as words: each of the
 * three levels spelt, parsed ("Stable/Private/Common"), compared, and the
 * block dtrace -lv prints.  What a script's attributes are is pass 2's
 * business (elab/dt_attr.c); this is the vocabulary it shares with the
 * options (-x amin) and the probe lister.
 */
#include <string.h>
#include <strings.h>

#include "util/dt_util.h"

static const char *const stab_names[] = { "Internal", "Private", "Obsolete", "External",
					  "Unstable", "Evolving", "Stable", "Standard" };
static const char *const class_names[] = { "Unknown", "CPU", "Platform", "Group", "ISA",
					   "Common" };
#define NSTAB (int)(sizeof(stab_names) / sizeof(stab_names[0]))
#define NCLASS (int)(sizeof(class_names) / sizeof(class_names[0]))

static const struct dt_attr attr_max = DT_ATTR(STANDARD, STANDARD, COMMON);

struct dt_attr dt_attr_min(struct dt_attr a, struct dt_attr b)
{
	struct dt_attr m = {
		a.name < b.name ? a.name : b.name,
		a.data < b.data ? a.data : b.data,
		a.dclass < b.dclass ? a.dclass : b.dclass,
	};
	return m;
}

static int lookup(const char *s, size_t len, const char *const *names, int n)
{
	for (int i = 0; i < n; i++)
		if (strlen(names[i]) == len && !strncasecmp(s, names[i], len))
			return i;
	return -1;
}

/* dtrace's dtrace_str2attr: parts left out stay Standard/Standard/Common. */
bool dt_attr_parse(const char *s, struct dt_attr *a)
{
	unsigned char *parts[3] = { &a->name, &a->data, &a->dclass };

	*a = attr_max;
	for (int i = 0; *s; i++) {
		size_t len = strcspn(s, "/");
		int v = lookup(s, len, i < 2 ? stab_names : class_names, i < 2 ? NSTAB : NCLASS);

		if (i == 3 || v < 0)
			return false;
		*parts[i] = (unsigned char)v;
		s += len;
		if (*s == '/' && !*++s)
			return false;	/* "Stable/" */
	}
	return true;
}

const char *dt_attr_str(struct dt_attr a)
{
	return dt_sprintf("%s/%s/%s", stab_names[a.name], stab_names[a.data],
			  class_names[a.dclass]);
}

void dt_attr_print(FILE *out, const char *title, struct dt_attr a)
{
	fprintf(out, "\n\t%s\n\t\tIdentifier Names: %s\n\t\tData Semantics:   %s\n"
		"\t\tDependency Class: %s\n", title, stab_names[a.name], stab_names[a.data],
		class_names[a.dclass]);
}

/* dtrace's print_probe_info (dtrace -lv): the attributes of a probe
 * description and of its arguments, and the argument types (NARGS < 0:
 * the provider has no types for them). */
void dt_list_print_info(FILE *out, struct dt_attr desc, struct dt_attr args, int nargs,
			const char *const *argtypes)
{
	dt_attr_print(out, "Probe Description Attributes", desc);
	dt_attr_print(out, "Argument Attributes", args);
	fprintf(out, "\n\tArgument Types\n");
	if (nargs <= 0)
		fprintf(out, "\t\tNone%s\n", nargs < 0 ? " (no kernel types)" : "");
	for (int i = 0; i < nargs; i++)
		fprintf(out, "\t\targs[%d]: %s\n", i, argtypes[i]);
	fputc('\n', out);
}
