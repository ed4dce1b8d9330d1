#pragma D option quiet

/*
 * A string is an address where a subroutine takes a void *: bcopy() copies
 * a string's chars into alloca()'d memory (dtrace-utils' prototype is
 * "void(void *, void *, size_t)", libdtrace/dt_open.c, and
 * dt_node_is_ptrcompat() takes a void * and a string, an array there, as
 * compatible).
 */
BEGIN
{
	this->p = (char *)alloca(16);
	bcopy("hello", this->p, 6);
	printf("%s\n", stringof(this->p));
	g = "world";
	bcopy(g, this->p + 1, 3);
	printf("%s\n", stringof(this->p));
	exit(0);
}
