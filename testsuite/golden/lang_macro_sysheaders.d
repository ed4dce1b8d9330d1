#include <endian.h>
#include <stdint.h>
#pragma D option quiet

/*
 * -C with system headers, as dtrace runs cpp: the machine's macros make
 * glibc's <endian.h> pick x86-64's byte order, and the C functions its
 * headers define (bits/byteswap.h's static inline __bswap_16 ...) are
 * left out of D's input, so their macros and typedefs serve the script
 * (<stdint.h>'s typedefs are D's own again: the same types).
 */
BEGIN
{
	this->pid = (__pid_t)-1;
	this->u = (uint32_t)0xffffffff;
	this->o = (__off64_t)1 << 40;
	printf("little endian: %d\n", __BYTE_ORDER == __LITTLE_ENDIAN);
	printf("LITTLE_ENDIAN %d BIG_ENDIAN %d\n", LITTLE_ENDIAN, BIG_ENDIAN);
	printf("__pid_t %d: %d, uint32_t %d: %u, __off64_t %d: %d\n", sizeof (__pid_t),
	    this->pid, sizeof (uint32_t), this->u, sizeof (__off64_t), this->o);
	exit(0);
}
