/*
 * loop.c - the guest side of the probe-cost benchmark: time a fixed
 * userspace loop with CLOCK_MONOTONIC.
 *
 * Under qemu -icount shift=0 one guest nanosecond is one guest
 * instruction, so the elapsed time printed here is the number of
 * instructions the CPU executed while the loop ran: the loop's own plus
 * everything that interrupted it (timer interrupts, probe handlers, other
 * tasks).  The loop touches no memory and makes no system call, so the
 * only difference between two runs is what interrupted it.
 *
 * usage: loop [-s|-o|-u] ITERATIONS [COUNTER-FILE]
 *   -s: each iteration is one getppid() system call instead (the syscall
 *   cases: every iteration hits the probe once).
 *   -o: one getppid() and OUT_SPIN iterations of the userspace loop (the
 *   output cases: each hit writes a record that dtapio formats while the
 *   loop runs; on one vCPU the scheduler shares it between the two, and
 *   the loop's own work per record must exceed dtapio's for dtapio to
 *   keep up, or records are dropped and the figure means nothing).
 *   -u: each iteration is one call of the user function bench_fn() (the
 *   user cases: a uprobe on it hits once per iteration), after a pause of
 *   300 ms (guest time, free under sleep=off) before the timed interval,
 *   in which dtapio, which runs the loop with -c, has read its mappings
 *   and sent the module its unwinding tables (the ustack() rows).
 *   COUNTER-FILE: a file that starts with a decimal number, read just
 *   before and just after the timed interval; the difference is printed.
 *   The benchmark passes the floor module's firing count, or dtapio's
 *   /proc/PID/schedstat (its first field is the task's run time in ns,
 *   i.e. the instructions dtapio executed during the loop).
 * Output: one line "ns=ELAPSED ctr=DELTA" (ctr=- without a counter file).
 * Built static by run.sh: the guest has no libc of its own.
 */
#include <errno.h>
#include <sys/sdt.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* The counter's value, or -1 if it cannot be read. */
static long long read_counter(const char *path)
{
	char buf[64];
	ssize_t n;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return -1;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	return strtoll(buf, NULL, 10);
}

/*
 * Three instructions per iteration (add, cmp, branch); the empty asm
 * keeps the compiler from folding the loop away.  noinline: the loop's
 * code is the same whatever main() looks like.
 */
static __attribute__((noinline)) void spin(uint64_t n)
{
	for (uint64_t i = 0; i < n; i++)
		__asm__ volatile("" ::: "memory");
}

/* One getppid() per iteration, straight to the kernel. */
static __attribute__((noinline)) void spin_getppid(uint64_t n)
{
	for (uint64_t i = 0; i < n; i++)
		syscall(SYS_getppid);
}

#define OUT_SPIN 1000	/* ~3000 instructions */

static __attribute__((noinline)) void spin(uint64_t n);

/* One getppid() and some userspace work per iteration. */
static __attribute__((noinline)) void spin_output(uint64_t n)
{
	for (uint64_t i = 0; i < n; i++) {
		syscall(SYS_getppid);
		spin(OUT_SPIN);
	}
}

/* The user cases' probed function: a call, an add, a return; and, after
 * the add (the pid cases' entry probe stays on it), a sys/sdt.h probe
 * (bench:fn(i + 1), a nop: the usdt cases'). */
__attribute__((noinline)) uint64_t bench_fn(uint64_t i)
{
	uint64_t r = i + 1;

	__asm__ volatile("" : "+r"(r) :: "memory");
	DTRACE_PROBE1(bench, fn, r);
	return r;
}

static __attribute__((noinline)) uint64_t spin_call(uint64_t n)
{
	uint64_t sum = 0;

	for (uint64_t i = 0; i < n; i++)
		sum += bench_fn(i);
	return sum;
}

int main(int argc, char **argv)
{
	int user = argc > 1 && !strcmp(argv[1], "-u");
	int output = argc > 1 && !strcmp(argv[1], "-o");
	int sys = user || output || (argc > 1 && !strcmp(argv[1], "-s"));
	const char *counter;
	long long c0 = 0, c1 = 0;
	uint64_t n, t0, t1, sum = 1;
	char *end;

	argc -= sys;
	argv += sys;
	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: loop [-s|-o|-u] ITERATIONS [COUNTER-FILE]\n");
		return 2;
	}
	counter = argc > 2 ? argv[2] : NULL;
	errno = 0;
	n = strtoull(argv[1], &end, 10);
	if (errno || *end || n == 0) {
		fprintf(stderr, "loop: bad iteration count: %s\n", argv[1]);
		return 2;
	}
	if (user) {
		struct timespec pause = { 0, 300000000 };

		nanosleep(&pause, NULL);
	}
	if (counter && (c0 = read_counter(counter)) < 0) {
		fprintf(stderr, "loop: cannot read %s\n", counter);
		return 1;
	}
	t0 = now_ns();
	if (user)
		sum = spin_call(n);
	else if (output)
		spin_output(n);
	else if (sys)
		spin_getppid(n);
	else
		spin(n);
	t1 = now_ns();
	if (counter)
		c1 = read_counter(counter);
	if (sum == 0)	/* bench_fn's results are used: its calls stay */
		return 1;
	if (counter)
		printf("ns=%" PRIu64 " ctr=%lld\n", t1 - t0, c1 - c0);
	else
		printf("ns=%" PRIu64 " ctr=-\n", t1 - t0);
	return 0;
}
