#pragma D option quiet

/*
 * Pointers to functions in declarations: a typedef, a struct member, a
 * variable; D keeps each as a pointer (8 bytes, compared, cast, printed),
 * and calls nothing through it.  A parameter's name in the list declares
 * nothing.
 */
typedef void (*handler_t)(int sig);
struct ops {
	int id;
	long (*read)(void *buf, unsigned long n);
	handler_t on_signal;
};
struct ops o;
self void (*cb)(void);

BEGIN
{
	o.id = 7;
	o.on_signal = (handler_t)0x1000;
	self->cb = (void *)0;
	sig = 3;
	printf("%d %d %d %d\n", sizeof(handler_t), sizeof(struct ops),
	    offsetof(struct ops, on_signal), o.id);
	printf("%d %d %d\n", o.on_signal == (handler_t)0x1000, o.read == NULL, self->cb == NULL);
	printf("%d\n", sig);
	exit(0);
}
