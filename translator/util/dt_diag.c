/*
 * dt_diag.c - diagnostics: "dtap: FILE:LINE:COL: message", with the
 * dt_errtags.h tag in brackets when -x errtags is set.  Errors are counted
 * so that a pass can report as many as useful and fail at its end.
 */
#include "util/dt_util.h"

bool dt_opt_errtags;
static int nerrors;

static const char *const tag_names[] = {
#define DT_ERRTAG(tag, text) #tag,
#include "util/dt_errtags.h"
#undef DT_ERRTAG
};

const char *dt_errtag_name(enum dt_errtag tag)
{
	if ((unsigned)tag >= D_NTAGS)
		return "D_UNKNOWN";
	return tag_names[tag];
}

/* dt_diag_capture(): errors are kept (the first), not printed or counted;
 * captures nest (a tapset declaration elaborated while a stable probe is
 * resolved ...), each returning what it caught. */
#define MAXCAPTURE 16
static int capturing;
static char *captured;
static char *outer[MAXCAPTURE];

const char *dt_diag_capture(bool on)
{
	const char *first = captured;

	if (on) {
		if (capturing < MAXCAPTURE)
			outer[capturing] = captured;
		capturing++;
		captured = NULL;
		return NULL;
	}
	if (capturing > 0 && --capturing < MAXCAPTURE)
		captured = outer[capturing];
	return first;
}

void dt_error(enum dt_errtag tag, const struct dt_loc *loc, const char *fmt, ...)
{
	va_list ap;

	if (capturing) {
		char buf[512];

		if (captured)
			return;
		va_start(ap, fmt);
		vsnprintf(buf, sizeof(buf), fmt, ap);
		va_end(ap);
		captured = loc && loc->file ? dt_sprintf("%d:%d: %s", loc->line, loc->col, buf)
					    : dt_strdup(buf);
		return;
	}

	fputs("dtap: ", stderr);
	if (loc && loc->file)
		fprintf(stderr, "%s:%d:%d: ", loc->file, loc->line, loc->col);
	if (dt_opt_errtags)
		fprintf(stderr, "[%s] ", dt_errtag_name(tag));
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	nerrors++;
}

int dt_nerrors(void)
{
	return nerrors;
}

void dt_diag_reset(void)
{
	nerrors = 0;
	capturing = 0;
	captured = NULL;
}
