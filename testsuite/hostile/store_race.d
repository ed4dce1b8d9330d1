#pragma D option quiet

/*
 * Stores through pointers from interrupt context (profile, both CPUs)
 * racing syscall probes: a global pointer into a global struct, the other
 * CPU's scratch (a fault whenever it is not this clause's own), this->
 * storage and struct dynamic variables of many threads.  Whatever the
 * interleaving: no crash, each fault reported, the module unloads.
 */
struct rec {
	long n;
	char b[16];
};
struct rec g;
long *gp;
char *sp;
self struct rec r;

profile-997hz
{
	gp = &g.n;
	*gp += 1;
	sp = (char *)alloca(16);
	sp[15] = 1;
	g.b[cpu & 15]++;
	self->r.n++;
}

syscall:::entry
{
	*gp += 1;
	self->r.b[3] = 1;
	self->r = g;
}

syscall:::entry
/sp != 0/
{
	sp[0] = 2;	/* another firing's scratch: a fault unless allocated here */
}

syscall:::return
/self->r.n/
{
	self->r = 0;
}

tick-3s
{
	printf("ran %d\n", g.n > 0);
	exit(0);
}
