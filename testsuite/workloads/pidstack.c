/*
 * pidstack - user stacks through libc without frame pointers, for
 * ustack() by CFI (testsuite/golden/pid_ustack_cfi*): linked dynamically,
 * built -O2 -fomit-frame-pointer (the Makefile's pid% rule), so libc's
 * write() and nanosleep() and every function here have no frame pointer
 * and only the objects' .eh_frame leads to their callers.
 *
 *   pidstack [MS [deep|bad]]
 *
 * Sleeps MS milliseconds first (default 500; a -c command's unwinding
 * tables are in before it runs: the wait only spaces its probes from
 * its start), then main ->
 * stage1 -> stage2 -> stage3, which writes one byte to /dev/null; stage2
 * then sleeps 1 ms (nanosleep).  "deep": recurse(1000) instead, which
 * writes from the bottom of 1000 frames.  "bad": smashed(), which makes
 * the getppid system call with a return address of 0xdead0000 where its
 * CFI says the return address is, and rbp 0: a walk must stop there.
 * Prints nothing (the goldens' output is the tracer's alone); exits 0.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int devnull;

/* A call not made a tail call, nor folded away. */
#define KEEP(x) ({ __typeof__(x) v_ = (x); __asm__ volatile("" : "+r"(v_) :: "memory"); v_; })

static void pause_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };

	nanosleep(&ts, NULL);
}

__attribute__((noinline)) int stage3(int v)
{
	char c = (char)('0' + v);

	return KEEP((int)write(devnull, &c, 1)) + v;
}

__attribute__((noinline)) int stage2(int v)
{
	int r = KEEP(stage3(v + 1));

	pause_ms(1);
	return KEEP(r + 1);
}

__attribute__((noinline)) int stage1(int v)
{
	return KEEP(stage2(v + 1)) + 1;
}

__attribute__((noinline)) int recurse(int n)
{
	if (n == 0) {
		char c = 'r';

		return KEEP((int)write(devnull, &c, 1));
	}
	return KEEP(recurse(n - 1)) + 1;
}

/* getppid with the word its CFI calls the return address (CFA - 8,
 * CFA = rsp + 8) set to 0xdead0000, and rbp 0. */
long smashed(void);
__asm__(".globl smashed\n"
	".type smashed, @function\n"
	"smashed:\n"
	".cfi_startproc\n"
	"\tmov %rbp, %r8\n"
	"\txor %ebp, %ebp\n"
	"\tmov $0xdead0000, %ecx\n"
	"\tpush %rcx\n"			/* not told to the CFI: a corrupt frame */
	"\tmov $110, %eax\n"
	"\tsyscall\n"
	"\tpop %rcx\n"
	"\tmov %r8, %rbp\n"
	"\tret\n"
	".cfi_endproc\n"
	".size smashed, .-smashed\n");

int main(int argc, char **argv)
{
	long ms = argc > 1 ? strtol(argv[1], NULL, 10) : 500;
	const char *mode = argc > 2 ? argv[2] : "";
	int r;

	devnull = open("/dev/null", O_WRONLY);
	pause_ms(ms);
	if (!strcmp(mode, "deep"))
		r = recurse(1000);
	else if (!strcmp(mode, "bad"))
		r = (int)smashed();
	else
		r = stage1(1);
	return r > 0 ? 0 : 1;
}
