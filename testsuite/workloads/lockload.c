/*
 * lockload - a guest workload for the lockstat provider tests: 4 threads
 * each write 2000 bytes one at a time into one pipe that a fifth thread
 * drains (the pipe's mutex: 8000 writes, each a mutex_lock), and each
 * map and unmap an anonymous page 500 times (the address space's
 * rw_semaphore taken for writing: at least 4000 times).
 */
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>

static int fds[2];

static void *writer(void *arg)
{
	char c = 'x';

	for (int i = 0; i < 2000; i++)
		if (write(fds[1], &c, 1) != 1)
			return arg;
	for (int i = 0; i < 500; i++) {
		void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			       -1, 0);

		if (p != MAP_FAILED)
			munmap(p, 4096);
	}
	return NULL;
}

static void *reader(void *arg)
{
	char buf[256];
	long left = 8000, n;

	while (left > 0 && (n = read(fds[0], buf, sizeof(buf))) > 0)
		left -= n;
	return arg;
}

int main(void)
{
	pthread_t w[4], r;

	if (pipe(fds) != 0)
		return 1;
	pthread_create(&r, NULL, reader, NULL);
	for (int i = 0; i < 4; i++)
		pthread_create(&w[i], NULL, writer, NULL);
	for (int i = 0; i < 4; i++)
		pthread_join(w[i], NULL);
	pthread_join(r, NULL);
	return 0;
}
