#pragma D option quiet

/*
 * -C (lang_macro_cpp_sysheaders.args) with glibc's headers: their macros,
 * enumerators and types are the script's; what D cannot declare (C
 * functions and data, typedefs of function pointers) is left out, a type
 * D or the kernel has already (id_t, caddr_t, timer_t) stays theirs, an
 * enumerator net.d has already (IPPROTO_TCP) is the same value, and a
 * flexible array member (struct cmsghdr's __cmsg_data[]) takes no room.
 * A pointer-to-function member is a pointer (struct sigevent), GNU C's
 * __attribute__ and __signed__ are dropped and made signed.
 */
#include <sys/types.h>
#include <stdint.h>
#include <endian.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <linux/types.h>

BEGIN
{
	printf("IPPROTO_TCP %d IPPROTO_UDP %d INET_ADDRSTRLEN %d\n", IPPROTO_TCP,
	    IPPROTO_UDP, INET_ADDRSTRLEN);
	printf("little endian %d, AF_INET6 %d, SOCK_STREAM %d\n",
	    __BYTE_ORDER == __LITTLE_ENDIAN, AF_INET6, SOCK_STREAM);
	printf("sizeof: id_t %d caddr_t %d uint64_t %d in_port_t %d\n", sizeof(id_t),
	    sizeof(caddr_t), sizeof(uint64_t), sizeof(in_port_t));
	printf("struct cmsghdr %d, struct sockaddr_in %d, struct in6_addr %d\n",
	    sizeof(struct cmsghdr), sizeof(struct sockaddr_in), sizeof(struct in6_addr));
	printf("SIGKILL %d EOF %d BUFSIZ %d, struct sigevent %d, __u64 %d\n", SIGKILL, EOF,
	    BUFSIZ, sizeof(struct sigevent), sizeof(__u64));
	exit(0);
}
