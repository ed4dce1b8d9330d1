/*
 * Typed args[] of pid probes (testsuite/workloads/pidtyped.c, built -O2
 * -g, run as "pidtyped 3"): the prototypes of parse_request() and
 * next_of() from the program's own DWARF.  args[0] is a struct request *
 * of the process: its members (an int, an unsigned short, a char array as
 * a string and traced, bitfields, a string pointer, a pointer followed to
 * the next request) are read with checked user reads; a struct is copied
 * out by value; args[1] of return probes has the function's return type
 * (int, struct request *).  Two reads fault, as dtrace's copyin of a bad
 * user address does: parse_request(NULL)'s args[0]->id (0x0), and the
 * last request's next, an address in the kernel's half that a user read
 * refuses (never read as kernel memory).
 */
#pragma D option quiet

pid$target:a.out:parse_request:entry
/args[0] != NULL/
{
	printf("request %d port %d method %s path %s flags %d urgent %d\n", args[0]->id,
	    args[0]->port, args[0]->method, stringof(args[0]->path), args[0]->flags,
	    args[0]->urgent);
	trace(args[0]->method);
	this->r = *args[0];
	printf(" (copied: %d %s)\n", this->r.id, stringof(this->r.path));
	printf("next request %d\n", args[0]->next->id);
}

pid$target:a.out:parse_request:entry
/args[0] == NULL/
{
	printf("NULL request\n");
	trace(args[0]->id);
}

pid$target:a.out:parse_request:return
{
	printf("parse_request returned %d\n", args[1]);
}

pid$target:a.out:next_of:return
/args[1] != NULL/
{
	printf("next_of returned request %d (%s)\n", args[1]->id, args[1]->method);
}
