/*
 * dtap_json.h - the JSON writer of dtapio's structured output
 * (-x oformat=json; json.c).  One JSON text is built in a growing buffer
 * and written as one line (NDJSON): the caller may also drop it unwritten.
 *
 *	struct dtj j = { 0 };
 *	dtj_obj_begin(&j, NULL);
 *	dtj_str(&j, "name", s, len);	   any bytes: always valid JSON
 *	dtj_int(&j, "cpu", 0);
 *	dtj_obj_end(&j);
 *	dtj_write_line(&j, out);	   "{...}\n", then empty again
 *	dtj_free(&j);
 *
 * KEY is the member name inside an object, NULL for an array element or
 * the top-level value.  Commas are the writer's business.
 */
#ifndef DTAP_JSON_H
#define DTAP_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct dtj {
	char *buf;
	size_t len, cap;
	bool comma;	/* a value was written at this level: the next needs ',' */
	bool oom;	/* an allocation failed: the text is lost, not cut */
};

void dtj_obj_begin(struct dtj *j, const char *key);
void dtj_obj_end(struct dtj *j);
void dtj_arr_begin(struct dtj *j, const char *key);
void dtj_arr_end(struct dtj *j);
void dtj_int(struct dtj *j, const char *key, int64_t v);
void dtj_uint(struct dtj *j, const char *key, uint64_t v);
/* A finite double as a number; NaN and infinities (no JSON number) null. */
void dtj_double(struct dtj *j, const char *key, double v);
void dtj_bool(struct dtj *j, const char *key, bool v);
void dtj_null(struct dtj *j, const char *key);
/* N bytes at S as a JSON string: valid UTF-8 as is, each byte of an
 * invalid sequence as U+FFFD, control characters, '"' and '\' escaped. */
void dtj_str(struct dtj *j, const char *key, const char *s, size_t n);
void dtj_cstr(struct dtj *j, const char *key, const char *s);
/* Write the text and a newline with one fwrite, and empty the buffer;
 * -1 if the text was lost to a failed allocation (nothing written). */
int dtj_write_line(struct dtj *j, FILE *out);
/* Empty the buffer without writing it. */
void dtj_reset(struct dtj *j);
void dtj_free(struct dtj *j);

#endif /* DTAP_JSON_H */
