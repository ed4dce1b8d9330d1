/*
 * memref(ptr, len) is the pair { ptr, len } in scratch (the spec's
 * pseudocode); printm(size, ref) prints LEN bytes at PTR, at most SIZE,
 * as tracemem's dump (FreeBSD's dt_print_memory).  A pair built by hand
 * is taken too; a LEN larger than SIZE prints SIZE bytes.  A pair at an
 * unmapped address, or pointing at one, is an invalid address error of
 * that clause only; a length of 0 reads nothing (any address).  A kernel
 * array indexes as any array.
 */
#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(16);
	this->p[0] = 'h';
	this->p[1] = 'i';
	this->p[2] = '!';
	printm(16, memref(this->p, 3));
	this->m = memref(0x1234, 8);
	printf("%x %d\n", this->m[0], this->m[1]);
	printm(8, memref(`linux_banner, 20));
	this->pair = (uintptr_t *)alloca(16);
	this->pair[0] = (uintptr_t)&`linux_banner[0];
	this->pair[1] = 5;
	printm(32, this->pair);
}

BEGIN
{
	printm(8, (uintptr_t *)8);
}

BEGIN
{
	printm(8, memref(16, 4));
}

BEGIN
{
	printm(8, memref(0, 0));
	printf("%c%c done\n", `linux_banner[0], *&`linux_banner[1]);
	exit(0);
}
