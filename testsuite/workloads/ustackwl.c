/*
 * ustackwl [MS] - a known user call chain for ustack(): main calls
 * level1, which calls level2, which makes the getppid system call itself
 * (a libc wrapper built without a frame pointer would hide its caller
 * from a frame-pointer walk); every function keeps its frame pointer.
 * Then it sleeps MS milliseconds (default 2000), so that dtapio can still
 * read its maps when it prints the stacks.
 *
 * ustackwl MS loop|bad: getppid from a frame whose frame pointer points
 * at a frame that points at itself (loop) or at unmapped memory (bad): a
 * walk must end at once, whatever the chain holds.
 */
#pragma GCC optimize("no-omit-frame-pointer")
#include <stdlib.h>
#include <time.h>

__attribute__((noinline)) long twice(long v)
{
	return 2 * v;
}

/* Not a leaf (it calls twice), so gcc gives it a frame too. */
__attribute__((noinline)) long level2(void)
{
	long r;

	__asm__ volatile("syscall" : "=a"(r) : "a"(110L) : "rcx", "r11", "memory");
	return twice(r) + 1;
}

__attribute__((noinline)) long level1(void)
{
	return level2() + 1;	/* not a tail call: level1 keeps its frame */
}

/* getppid with rbp = FP for the system call. */
__attribute__((noinline)) long badframes(unsigned long fp)
{
	long r;

	__asm__ volatile("push %%rbp\n\tmov %2, %%rbp\n\tsyscall\n\tpop %%rbp"
			 : "=a"(r) : "a"(110L), "r"(fp) : "rcx", "r11", "memory");
	return twice(r);
}

int main(int argc, char **argv)
{
	long ms = argc > 1 ? atol(argv[1]) : 2000;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };
	static unsigned long loop[2];
	volatile long r;

	loop[0] = (unsigned long)loop;	/* the saved rbp: this frame again */
	loop[1] = (unsigned long)main;	/* the return address */
	if (argc > 2)
		r = badframes(argv[2][0] == 'l' ? (unsigned long)loop : 0xdead0000UL);
	else
		r = level1();

	(void)r;
	nanosleep(&ts, NULL);
	return 0;
}
