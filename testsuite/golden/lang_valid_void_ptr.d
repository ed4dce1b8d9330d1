#pragma D option quiet

/*
 * void * converts to any object pointer, as in C: dtrace-utils checks an
 * assignment with dt_node_is_argcompat(), which takes two pointers as
 * compatible when either points to void (libdtrace/dt_parser.c,
 * dt_node_is_ptrcompat()).  So alloca()'s void * is stored in a typed
 * pointer of every scope without a cast.
 */
struct in6_addr *g;
this struct in6_addr *t;
self struct in6_addr *s;

BEGIN
{
	g = alloca(sizeof (struct in6_addr));
	this->t = alloca(sizeof (struct in6_addr));
	self->s = alloca(sizeof (struct in6_addr));
	g->in6_u.u6_addr8[15] = 1;
	this->t->in6_u.u6_addr8[0] = 0xfe;
	this->t->in6_u.u6_addr8[1] = 0x80;
	this->t->in6_u.u6_addr8[15] = 2;
	self->s->in6_u.u6_addr16[0] = 0x01ff;
	printf("%s %s %s\n", inet_ntoa6(g), inet_ntoa6(this->t), inet_ntoa6(self->s));
	this->v = (void *)g;
	g = this->v;
	printf("%d\n", g->in6_u.u6_addr8[15]);
	exit(0);
}
