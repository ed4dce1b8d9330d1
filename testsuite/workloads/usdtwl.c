/*
 * usdtwl - the usdt provider's workload (testsuite/golden/usdt_*): sys/sdt.h
 * probes (systemtap-sdt-dev) in a program linked dynamically and built -O2
 * -fomit-frame-pointer (the Makefile's usdt% rule: a PIE, so the notes'
 * addresses are offsets from wherever it is loaded).
 *
 *   usdtwl [N [SLEEP_MS]]   (N: default 5)
 *
 * For i = 1..N:
 *   usdtwl:step(i, i*i)            DTRACE_PROBE2: two 8-byte registers
 *   usdtwl:neg(-i, 200+i)          a signed int and an unsigned char
 *   usdtwl:global(counter)         a global: an operand sym(%rip), read
 *                                  from memory (counter is i*10 there)
 *   usdtwl:const(42)               a constant operand ($42)
 *   usdtwl:name__dash(i)           dtrace's name "name-dash"
 *   usdtwl:local(i+100)            a volatile local: an operand off %rsp
 *   usdtwl:hot(i, weight(i))       with a semaphore, behind its
 *                                  USDTWL_HOT_ENABLED() test: weight()
 *                                  runs only while a tracer has it on
 *   usdtlib:fire(i, i*7)           in libusdtwl.so (lib/usdtlib.c), a
 *                                  shared library found by RUNPATH
 *   badprov:weird(...)             operands dtap cannot read (an SSE
 *                                  register): its probe is refused
 *   usdtwl:forms(...)              never fired: operands of each form
 *                                  (testsuite/cli/usdt_provider)
 * then prints "enabled E of N, sum S" (E: the iterations that found hot
 * enabled; S the sum of i*i).  With SLEEP_MS, sleeps that long before
 * each iteration (for -p: attach while it runs), and also prints
 * "last: enabled X" for the last iteration (0 once tracing has stopped:
 * the kernel took its count back from the semaphore).
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/sdt.h>
#include <time.h>

long usdtlib_fire(long i);	/* libusdtwl.so */

volatile int counter;
static long weights;

__attribute__((noinline)) static long weight(long i)
{
	__asm__ volatile("" ::: "memory");
	weights += i;
	return i * 3;
}

/*
 * The probe with a semaphore, as a header made by dtrace -h declares one:
 * sys/sdt.h gives every probe of a file built with _SDT_HAS_SEMAPHORES a
 * semaphore named PROVIDER_NAME_semaphore in section .probes; here it is
 * this probe's alone, so the others keep none (their note's 0).
 */
__extension__ unsigned short usdtwl_hot_semaphore __attribute__((section(".probes")));
#define USDTWL_HOT_ENABLED() __builtin_expect(usdtwl_hot_semaphore, 0)

__attribute__((noinline)) static long step(long i)
{
	long sq = i * i;

	__asm__ volatile("" : "+r"(sq));	/* computed, not folded */
	DTRACE_PROBE2(usdtwl, step, i, sq);
	STAP_PROBE2(usdtwl, neg, -(int)i, (unsigned char)(200 + i));
	counter = (int)i * 10;
	STAP_PROBE1(usdtwl, global, counter);
	STAP_PROBE1(usdtwl, const, 42);
	STAP_PROBE1(usdtwl, name__dash, i);
	{
		volatile long local = i + 100;

		STAP_PROBE1(usdtwl, local, local);
	}
	return sq;
}

#undef _SDT_SEMAPHORE
#define _SDT_SEMAPHORE(p, n) _SDT_ASM_1(_SDT_ASM_ADDR p##_##n##_semaphore)

__attribute__((noinline)) static int hot(long i)
{
	if (USDTWL_HOT_ENABLED()) {
		STAP_PROBE2(usdtwl, hot, i, weight(i));
		return 1;
	}
	return 0;
}

/* A note written by hand, as sys/sdt.h would with an operand no tracer
 * reads from the integer registers: dtap refuses the probe, never the
 * program. */
__attribute__((noinline)) static void weird(void)
{
	__asm__ volatile(
		"990:	nop\n"
		"	.pushsection .note.stapsdt,\"?\",\"note\"\n"
		"	.balign 4\n"
		"	.4byte 992f-991f, 994f-993f, 3\n"
		"991:	.asciz \"stapsdt\"\n"
		"992:	.balign 4\n"
		"993:	.8byte 990b\n"
		"	.8byte _.stapsdt.base\n"
		"	.8byte 0\n"
		"	.asciz \"badprov\"\n"
		"	.asciz \"weird\"\n"
		"	.asciz \"8@%rdi 8@%xmm0\"\n"
		"994:	.balign 4\n"
		"	.popsection\n"
		/* operands of every form dtap decodes (never fired: the
		 * registers hold nothing meant) */
		"995:	nop\n"
		"	.pushsection .note.stapsdt,\"?\",\"note\"\n"
		"	.balign 4\n"
		"	.4byte 997f-996f, 999f-998f, 3\n"
		"996:	.asciz \"stapsdt\"\n"
		"997:	.balign 4\n"
		"998:	.8byte 995b\n"
		"	.8byte _.stapsdt.base\n"
		"	.8byte 0\n"
		"	.asciz \"usdtwl\"\n"
		"	.asciz \"forms\"\n"
		"	.asciz \"8@(%rax,%rdx,8) -4@-16(%rsp,%rcx) 2@%r10w -1@$-1 "
		"8@counter+4(%rip) %r15 -2@0x10(%rbx)\"\n"
		"999:	.balign 4\n"
		"	.popsection\n");
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 5, sum = 0;
	long ms = argc > 2 ? strtol(argv[2], NULL, 10) : 0;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };
	int enabled = 0, last = 0;

	for (long i = 1; i <= n; i++) {
		if (ms > 0)
			nanosleep(&ts, NULL);
		sum += step(i);
		enabled += (last = hot(i));
		usdtlib_fire(i);
	}
	weird();
	printf("enabled %d of %ld, sum %ld\n", enabled, n, sum);
	if (ms > 0)
		printf("last: enabled %d\n", last);
	return weights == 0 && enabled != 0;
}
