#!/usr/sbin/dtrace -Cqs
/*
 * An interpreter file under -C: dtrace skips the "#!" first line before
 * cpp sees it (dtrace-utils libdtrace/dt_cc.c, dt_preproc(): it seeks
 * past the line and starts cpp at its newline, so lines keep their
 * numbers; cpp itself refuses "#!" as an invalid directive).
 */
#pragma D option quiet
#define TWICE(x) ((x) * 2)

BEGIN
{
	printf("%d %d\n", TWICE(21), __LINE__);
	exit(0);
}
