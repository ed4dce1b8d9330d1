/*
 * dt_fe_test.h - helpers of the front-end unit tests (test_lex.c,
 * test_parse.c, test_elab.c): PASS/FAIL lines, and the capture of what a
 * pass writes to a stream or to stderr, so checks compare whole texts.
 */
#ifndef DT_FE_TEST_H
#define DT_FE_TEST_H

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver/dt_driver.h"

static int failures;

static void check_str(const char *name, const char *got, const char *want)
{
	if (got && strcmp(got, want) == 0) {
		printf("PASS %s\n", name);
		return;
	}
	printf("FAIL %s: got \"%s\", want \"%s\"\n", name, got ? got : "(null)", want);
	failures++;
}

static void check_int(const char *name, long long got, long long want)
{
	if (got == want) {
		printf("PASS %s\n", name);
		return;
	}
	printf("FAIL %s: got %lld, want %lld\n", name, got, want);
	failures++;
}

/* stderr into a temporary file between capture_begin and capture_end. */
static FILE *capture_file;
static int saved_stderr = -1;

static void capture_begin(void)
{
	fflush(stderr);
	capture_file = tmpfile();
	saved_stderr = dup(2);
	dup2(fileno(capture_file), 2);
	dt_diag_reset();
}

static char *capture_end(void)
{
	long n;
	char *s;

	fflush(stderr);
	dup2(saved_stderr, 2);
	close(saved_stderr);
	n = ftell(capture_file);
	s = calloc(1, (size_t)n + 1);
	rewind(capture_file);
	if (fread(s, 1, (size_t)n, capture_file) != (size_t)n)
		s[0] = '\0';
	fclose(capture_file);
	return s;
}

static int test_exit(void)
{
	return failures ? 1 : 0;
}

#endif
