/*
 * dt_diag.c - diagnostics: "dtap: FILE:LINE:COL: message", with the
 * dt_errtags.h tag in brackets when -x errtags is set.  Errors are counted
 * so that a pass can report as many as useful and fail at its end.
 */
#include "dt_impl.h"

bool dt_opt_errtags;
static int nerrors;

static const char *const tag_names[] = {
#define DT_ERRTAG(tag, text) #tag,
#include "dt_errtags.h"
#undef DT_ERRTAG
};

const char *dt_errtag_name(enum dt_errtag tag)
{
	if ((unsigned)tag >= D_NTAGS)
		return "D_UNKNOWN";
	return tag_names[tag];
}

void dt_error(enum dt_errtag tag, const struct dt_loc *loc, const char *fmt, ...)
{
	va_list ap;

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
}
