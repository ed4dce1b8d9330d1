#!/usr/sbin/dtrace -Cqs
/*
 * An interpreter file under -C: dtrace skips the "#!" first line before
 * cpp sees it (dtrace-utils libdtrace/dt_cc.c, dt_preproc(): it seeks
 * past the line and starts cpp at its newline, so lines keep their
 * numbers; cpp itself refuses "#!" as an invalid directive).  A
 * #define'd dimension of a cast is an expression, folded as dt_decl.c's
 * dt_decl_array() folds it.
 */
#pragma D option quiet
#define TWICE(x) ((x) * 2)
#define BUFLEN (TWICE(2) + 4)

char buf[8];

BEGIN
{
	buf[0] = 'o';
	buf[1] = 'k';
	printf("%d %d %s\n", TWICE(21), __LINE__, (string)(char [BUFLEN])buf);
	exit(0);
}
