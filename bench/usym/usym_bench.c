/*
 * usym_bench NPROC NLOOKUP - what naming user addresses costs dtapio
 * (stapio/usym.c), as printa of an aggregation of many ustack() keys of
 * many processes asks it: NPROC children (each sleeps, linked with libc)
 * are named NLOOKUP times in turn, at addresses spread over their own
 * libc's and executable's text (each has its own layout), so that the
 * per-process and per-file caches are what is measured.  Prints the wall
 * time per lookup.
 */
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#include "libdtap_impl.h"

/* The text mappings (r-xp) of PID: their ranges, for addresses to name. */
static int text_ranges(int pid, uint64_t *lo, uint64_t *hi, int max)
{
	char path[64], line[512];
	int n = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	if (!(fp = fopen(path, "re")))
		return 0;
	while (n < max && fgets(line, sizeof(line), fp))
		if (strstr(line, " r-xp ") && strchr(line, '/') &&
		    sscanf(line, "%" SCNx64 "-%" SCNx64, &lo[n], &hi[n]) == 2)
			n++;
	fclose(fp);
	return n;
}

int main(int argc, char **argv)
{
	int nproc = argc > 1 ? atoi(argv[1]) : 1, nlook = argc > 2 ? atoi(argv[2]) : 100000;
	pid_t *pids = calloc((size_t)nproc, sizeof(*pids));
	uint64_t (*lo)[8] = calloc((size_t)nproc, sizeof(*lo));
	uint64_t (*hi)[8] = calloc((size_t)nproc, sizeof(*hi));
	uint64_t seed = 88172645463325252ULL;
	int *nr = calloc((size_t)nproc, sizeof(*nr));
	struct timespec t0, t1;
	char buf[512];
	size_t named = 0;

	for (int i = 0; i < nproc; i++)
		if ((pids[i] = fork()) == 0) {
			execlp("sleep", "sleep", "60", (char *)NULL);
			_exit(127);
		}
	usleep(200000);		/* they have exec'd */
	for (int i = 0; i < nproc; i++)
		nr[i] = text_ranges(pids[i], lo[i], hi[i], 8);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (int i = 0; i < nlook; i++) {
		int p = i % nproc, r;

		if (!nr[p])
			continue;
		seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
		r = (int)(seed % (uint64_t)nr[p]);
		dtc_usym(pids[p], lo[p][r] + seed % (hi[p][r] - lo[p][r]), buf, sizeof(buf));
		named += buf[0] != '0';
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%d processes, %d lookups: %.2f us per lookup, %zu named with a module\n",
	       nproc, nlook, ((double)(t1.tv_sec - t0.tv_sec) * 1e9 +
			      (double)(t1.tv_nsec - t0.tv_nsec)) / 1e3 / nlook, named);
	for (int i = 0; i < nproc; i++) {
		kill(pids[i], SIGKILL);
		waitpid(pids[i], NULL, 0);
	}
	return 0;
}
