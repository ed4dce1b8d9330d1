/*
 * pidtyped - the workload of pid probes' typed args[] (testsuite/golden/
 * pid_typed*): built -O2 -g -fomit-frame-pointer, so its DWARF gives
 * parse_request() and next_of() their C prototypes; the Makefile also
 * makes pidtyped-stripped, whose DWARF is only in pidtyped.debug, named by
 * its .gnu_debuglink (testsuite/cli/pid_typed.sh).
 *
 *   pidtyped [N [quiet|pause]]   (N: default 3; quiet: no line printed,
 *                                so that only dtapio's output is in a
 *                                golden; pause: wait for a signal first,
 *                                for dtap -p to read its maps)
 *
 * Calls parse_request() on requests 1..N of a linked list (the last one's
 * next is an address in the kernel's half, which a user read must refuse),
 * next_of() on each, then parse_request(NULL) once; prints the sum of what
 * parse_request returned.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct request {
	int id;
	unsigned short port;
	char method[8];
	const char *path;
	struct request *next;
	unsigned int flags : 3;
	unsigned int urgent : 1;
};

__attribute__((noinline)) int parse_request(struct request *r)
{
	__asm__ volatile("" ::: "memory");	/* not folded into the loop */
	return r ? r->id * 100 + r->port % 100 : -1;
}

__attribute__((noinline)) struct request *next_of(struct request *r)
{
	__asm__ volatile("" ::: "memory");
	return r->id < 3 ? r->next : NULL;
}

static const char *const paths[] = { "/", "/index.html", "/api/v1/items" };
static struct request reqs[3];

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 3;
	long sum = 0, len = 0;

	if (n < 0 || n > 3)
		n = 3;
	if (argc > 2 && !strcmp(argv[2], "pause"))
		pause();
	for (int i = 0; i < 3; i++) {
		reqs[i].id = i + 1;
		reqs[i].port = (unsigned short)(8080 + i);
		strcpy(reqs[i].method, i == 1 ? "POST" : "GET");
		reqs[i].path = paths[i];
		/* the last one's next: a kernel address, never followed here */
		reqs[i].next = i < 2 ? &reqs[i + 1] : (struct request *)0xffffffff81000000UL;
		reqs[i].flags = (unsigned int)(i + 5) & 7;
		reqs[i].urgent = i == 1;
		len += (long)strlen(paths[i]);	/* their page is in before a probe reads them */
	}
	for (long i = 0; i < n; i++) {
		sum += parse_request(&reqs[i]);
		sum += next_of(&reqs[i]) != NULL;
	}
	sum += parse_request(NULL);
	if (argc <= 2)
		printf("pidtyped sum %ld, %ld path bytes\n", sum, len);
	return 0;
}
