/*
 * dt_list.c - dtap -l [-n PATTERN]: the probes every provider offers, in
 * dtrace -l's layout.  Providers that make probes on demand (profile) list
 * their predefined ones.
 */
#include "dt_impl.h"

bool dt_list_verbose;

void dt_list_probes(FILE *out, const char *pattern)
{
	fprintf(out, "%5s %10s %17s %33s %s\n", "ID", "PROVIDER", "MODULE", "FUNCTION",
		"NAME");
	for (int i = 0; dt_providers[i]; i++)
		dt_providers[i]->list(out, pattern);
}
