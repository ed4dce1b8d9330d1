/*
 * lockwait - a guest workload with a known mutex contention, for
 * lockstat's block times: 3 times, a reader thread reads a pipe into a
 * page registered with userfaultfd, so the kernel's copy faults while it
 * holds the pipe's mutex and waits for this program to supply the page;
 * meanwhile a writer thread writes to the pipe and blocks on that mutex
 * (its owner sleeps: no spinning).  The page comes 30 ms after the
 * writer started: each block lasts at least ~30 ms (on one CPU too).
 */
#include <fcntl.h>
#include <linux/userfaultfd.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define ROUNDS 3

static int fds[2];
static char *pages;

static void *reader(void *arg)
{
	char *to = arg;

	return read(fds[0], to, 1) == 1 ? NULL : arg;
}

static void *writer(void *arg)
{
	return write(fds[1], "y", 1) == 1 ? NULL : arg;
}

static void nap(long ms)
{
	struct timespec t = { 0, ms * 1000 * 1000 };

	nanosleep(&t, NULL);
}

/* One round: the reader faults on page I under the pipe's mutex, the
 * writer waits for the mutex 30 ms, then the page is supplied. */
static int round_on(int uffd, int i)
{
	static char src[4096];
	struct uffd_msg msg;
	struct uffdio_copy copy;
	pthread_t r, w;

	if (write(fds[1], "x", 1) != 1 ||
	    pthread_create(&r, NULL, reader, pages + i * 4096) != 0)
		return 1;
	if (read(uffd, &msg, sizeof(msg)) != sizeof(msg) || msg.event != UFFD_EVENT_PAGEFAULT)
		return 1;
	if (pthread_create(&w, NULL, writer, NULL) != 0)
		return 1;
	nap(30);
	memset(&copy, 0, sizeof(copy));
	copy.dst = (unsigned long)pages + i * 4096;
	copy.src = (unsigned long)src;
	copy.len = 4096;
	if (ioctl(uffd, UFFDIO_COPY, &copy) < 0)
		return 1;
	pthread_join(r, NULL);
	pthread_join(w, NULL);
	return read(fds[0], src, 1) != 1;	/* the writer's byte */
}

int main(void)
{
	struct uffdio_api api = { .api = UFFD_API };
	struct uffdio_register reg;
	int uffd = syscall(SYS_userfaultfd, O_CLOEXEC);

	alarm(20);
	pages = mmap(NULL, ROUNDS * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
		     -1, 0);
	if (uffd < 0 || pages == MAP_FAILED || ioctl(uffd, UFFDIO_API, &api) < 0) {
		perror("userfaultfd");
		return 1;
	}
	memset(&reg, 0, sizeof(reg));
	reg.range.start = (unsigned long)pages;
	reg.range.len = ROUNDS * 4096;
	reg.mode = UFFDIO_REGISTER_MODE_MISSING;
	if (ioctl(uffd, UFFDIO_REGISTER, &reg) < 0 || pipe(fds) < 0) {
		perror("register");
		return 1;
	}
	for (int i = 0; i < ROUNDS; i++)
		if (round_on(uffd, i))
			return 1;
	return 0;
}
