/*
 * fuzz_translate.c - libFuzzer target for passes 1-3 of the translator:
 * the input is a D script; it is parsed, elaborated and, when both pass,
 * translated to module C written to /dev/null, and dtap -v's stability
 * report printed there too.  A bad script must be
 * diagnosed, never crash, hang or trip ASan/UBSan.
 *
 * The translator never frees (a short-lived process, dt_util.c); built
 * with DT_FUZZ_ARENA its allocations are recorded and dt_fuzz_free_all()
 * releases them after each input, so millions of runs fit in memory.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "driver/dt_driver.h"

void dt_fuzz_free_all(void);

static FILE *devnull;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *desc[1] = { "script 'fuzz.d'" };
	struct dt_options opts;
	struct dt_script *s;
	struct dt_program *p;
	char *src;

	if (!devnull)
		devnull = fopen("/dev/null", "w");
	src = malloc(size + 1);
	if (!src)
		return 0;
	memcpy(src, data, size);
	src[size] = '\0';
	dt_compile_reset();	/* module-level caches point into the arena freed below */
	dt_options_init(&opts);
	s = dt_parse("fuzz.d", src, 0);
	if (s && dt_nerrors() == 0) {
		p = dt_elaborate(s, &opts, desc, 1);
		if (p && dt_nerrors() == 0) {
			dt_cg_program(devnull, p, "fuzzmod", "6.1.0-fuzz");
			/* dtap -v's report, with and without -e's blocks */
			dt_stability_report(devnull, p, size & 1);
		}
	}
	free(src);
	dt_fuzz_free_all();
	return 0;
}
