/*
 * netloop - a guest workload for the ip, tcp and udp provider tests, on
 * the loopback interface: a TCP client connects to 127.0.0.1:31337 and
 * sends 1000, 2000 and 3000 bytes; the server reads the 6000 and answers
 * "ok" (2 bytes), which the client reads before both close.  Then one
 * UDP datagram of 100 bytes from a socket to 127.0.0.1:31338, after a
 * connection refused by 127.0.0.1:31339 (nothing listens), and one of 50
 * bytes to the broadcast address 127.255.255.255:31340.  It brings
 * the loopback interface up first (the test guest boots with it down).
 *
 * "netloop 6" does the same over IPv6, to [::1] on the same ports (and
 * enables IPv6 on lo first if it is disabled).
 */
#include <arpa/inet.h>
#include <fcntl.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static int family = AF_INET;

/* The loopback address of FAMILY with PORT, and its length. */
static socklen_t loopback(struct sockaddr_storage *s, int port)
{
	memset(s, 0, sizeof(*s));
	if (family == AF_INET6) {
		struct sockaddr_in6 *a = (struct sockaddr_in6 *)s;

		a->sin6_family = AF_INET6;
		a->sin6_port = htons(port);
		a->sin6_addr = in6addr_loopback;
		return sizeof(*a);
	} else {
		struct sockaddr_in *a = (struct sockaddr_in *)s;

		a->sin_family = AF_INET;
		a->sin_port = htons(port);
		a->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		return sizeof(*a);
	}
}

static int readn(int fd, char *buf, int n)
{
	int got = 0, r;

	while (got < n && (r = read(fd, buf + got, n - got)) > 0)
		got += r;
	return got;
}

static int client(void)
{
	static char buf[3000];
	struct sockaddr_storage a;
	socklen_t len = loopback(&a, 31337);
	int fd = socket(family, SOCK_STREAM, 0);

	memset(buf, 'x', sizeof(buf));
	if (connect(fd, (struct sockaddr *)&a, len) < 0) {
		perror("connect");
		return 1;
	}
	for (int n = 1000; n <= 3000; n += 1000)
		if (write(fd, buf, n) != n)
			return 1;
	if (readn(fd, buf, 2) != 2)
		return 1;
	close(fd);
	return 0;
}

/* "ip link set lo up" (and "sysctl net.ipv6.conf.lo.disable_ipv6=0"
 * before, for IPv6: lo gets ::1 when it comes up) */
static void loopback_up(void)
{
	struct ifreq ifr;
	int fd;

	if (family == AF_INET6) {
		fd = open("/proc/sys/net/ipv6/conf/lo/disable_ipv6", O_WRONLY);
		if (fd >= 0) {
			if (write(fd, "0\n", 2) != 2)
				perror("disable_ipv6");
			close(fd);
		}
	}
	fd = socket(AF_INET, SOCK_DGRAM, 0);
	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	if (ioctl(fd, SIOCGIFFLAGS, &ifr) == 0 && !(ifr.ifr_flags & IFF_UP)) {
		ifr.ifr_flags |= IFF_UP;
		ioctl(fd, SIOCSIFFLAGS, &ifr);
	}
	close(fd);
}

/* IPv4: a datagram of 50 bytes from socket UC to 127.255.255.255:31340,
 * the loopback network's broadcast address (sent by ip_mc_output), which
 * a socket bound to 0.0.0.0:31340 receives */
static int broadcast(int uc)
{
	struct sockaddr_in to = { .sin_family = AF_INET, .sin_port = htons(31340) };
	struct sockaddr_in any = to;
	char buf[50] = { 0 };
	int one = 1, bs = socket(AF_INET, SOCK_DGRAM, 0);

	to.sin_addr.s_addr = htonl(0x7fffffff);
	any.sin_addr.s_addr = htonl(INADDR_ANY);
	if (bind(bs, (struct sockaddr *)&any, sizeof(any)) < 0 ||
	    setsockopt(uc, SOL_SOCKET, SO_BROADCAST, &one, sizeof(one)) < 0 ||
	    sendto(uc, buf, 50, 0, (struct sockaddr *)&to, sizeof(to)) != 50 ||
	    recv(bs, buf, sizeof(buf), 0) != 50) {
		perror("broadcast");
		return 1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	static char buf[6000];
	struct sockaddr_storage a, u;
	socklen_t alen, ulen;
	int one = 1, ls, fd, us, uc, st;
	pid_t pid;

	if (argc > 1 && !strcmp(argv[1], "6"))
		family = AF_INET6;
	alen = loopback(&a, 31337);
	ulen = loopback(&u, 31338);
	alarm(20);	/* a failed client must not leave the server waiting */
	loopback_up();
	ls = socket(family, SOCK_STREAM, 0);

	setsockopt(ls, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(ls, (struct sockaddr *)&a, alen) < 0 || listen(ls, 1) < 0) {
		perror("listen");
		return 1;
	}
	pid = fork();
	if (pid == 0)
		return client();
	fd = accept(ls, NULL, NULL);
	if (fd < 0 || readn(fd, buf, 6000) != 6000 || write(fd, "ok", 2) != 2)
		return 1;
	waitpid(pid, &st, 0);
	close(fd);
	close(ls);
	fd = socket(family, SOCK_STREAM, 0);	/* refused: nothing on 31339 */
	alen = loopback(&a, 31339);
	if (connect(fd, (struct sockaddr *)&a, alen) == 0)
		return 1;
	close(fd);
	us = socket(family, SOCK_DGRAM, 0);
	uc = socket(family, SOCK_DGRAM, 0);
	if (bind(us, (struct sockaddr *)&u, ulen) < 0 ||
	    sendto(uc, buf, 100, 0, (struct sockaddr *)&u, ulen) != 100 ||
	    recv(us, buf, sizeof(buf), 0) != 100)
		return 1;
	return st != 0 || (family == AF_INET && broadcast(uc));
}
