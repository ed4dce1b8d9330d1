/*
 * netloop - a guest workload for the ip, tcp and udp provider tests, on
 * the loopback interface: a TCP client connects to 127.0.0.1:31337 and
 * sends 1000, 2000 and 3000 bytes; the server reads the 6000 and answers
 * "ok" (2 bytes), which the client reads before both close.  Then one
 * UDP datagram of 100 bytes from a socket to 127.0.0.1:31338, after a
 * connection refused by 127.0.0.1:31339 (nothing listens).  It brings
 * the loopback interface up first (the test guest boots with it down).
 */
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static struct sockaddr_in loopback(int port)
{
	struct sockaddr_in a;

	memset(&a, 0, sizeof(a));
	a.sin_family = AF_INET;
	a.sin_port = htons(port);
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	return a;
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
	struct sockaddr_in a = loopback(31337);
	int fd = socket(AF_INET, SOCK_STREAM, 0);

	memset(buf, 'x', sizeof(buf));
	if (connect(fd, (struct sockaddr *)&a, sizeof(a)) < 0) {
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

/* "ip link set lo up" */
static void loopback_up(void)
{
	struct ifreq ifr;
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	if (ioctl(fd, SIOCGIFFLAGS, &ifr) == 0 && !(ifr.ifr_flags & IFF_UP)) {
		ifr.ifr_flags |= IFF_UP;
		ioctl(fd, SIOCSIFFLAGS, &ifr);
	}
	close(fd);
}

int main(void)
{
	static char buf[6000];
	struct sockaddr_in a = loopback(31337), u = loopback(31338);
	int one = 1, ls, fd, us, uc, st;
	pid_t pid;

	alarm(20);	/* a failed client must not leave the server waiting */
	loopback_up();
	ls = socket(AF_INET, SOCK_STREAM, 0);

	setsockopt(ls, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(ls, (struct sockaddr *)&a, sizeof(a)) < 0 || listen(ls, 1) < 0) {
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
	fd = socket(AF_INET, SOCK_STREAM, 0);	/* refused: nothing on 31339 */
	a = loopback(31339);
	if (connect(fd, (struct sockaddr *)&a, sizeof(a)) == 0)
		return 1;
	close(fd);
	us = socket(AF_INET, SOCK_DGRAM, 0);
	uc = socket(AF_INET, SOCK_DGRAM, 0);
	if (bind(us, (struct sockaddr *)&u, sizeof(u)) < 0 ||
	    sendto(uc, buf, 100, 0, (struct sockaddr *)&u, sizeof(u)) != 100 ||
	    recv(us, buf, sizeof(buf), 0) != 100)
		return 1;
	return st != 0;
}
