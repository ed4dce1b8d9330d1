/*
 * test_inet.c - the runtime's IPv6/IPv4 text (runtime/inet.c, kernel C)
 * compiled in user space against small stand-ins for the kernel's types
 * and accessors, and compared with glibc's inet_ntop(3), the reference
 * its comment promises: every address with each 16-bit group drawn from
 * {0, 1, 0xffff, 0x4c69} over a pattern of positions, the IPv4-mapped and
 * -compatible forms among them, plus random addresses.
 */
#include <arpa/inet.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int64_t s64;
#define noinline __attribute__((noinline))
#define __maybe_unused __attribute__((unused))

enum { DTAP_FAULT_BADADDR = 2, DTAP_FAULT_ILLOP = 5 };
struct dtap_ctx {
	int fault;
};

static void dtap_fault(struct dtap_ctx *ctx, int fault, u64 addr)
{
	(void)addr;
	ctx->fault = fault;
}

/* runtime/memory.c's checked read: address 0 stands for an unmapped one */
static bool dtap_kread(struct dtap_ctx *ctx, void *dst, u64 src, u64 size)
{
	if (!src) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, src);
		return false;
	}
	memcpy(dst, (const void *)(uintptr_t)src, size);
	return true;
}

#include "inet.c"

static int failures, passes;

static void check6(const u8 *b)
{
	struct dtap_ctx ctx = { 0 };
	char got[64], want[64];

	dtap_inet_ntoa6(&ctx, got, (u64)(uintptr_t)b);
	inet_ntop(AF_INET6, b, want, sizeof(want));
	if (strcmp(got, want) || ctx.fault) {
		printf("FAIL inet.ntoa6 %s: got \"%s\"\n", want, got);
		failures++;
	} else {
		passes++;
	}
}

int main(void)
{
	static const u16 vals[] = { 0, 1, 0xffff, 0x4c69 };
	struct dtap_ctx ctx = { 0 };
	char got[64], want[64];
	u8 b[16];

	/* every group from vals: 4^8 = 65536 addresses */
	for (unsigned int k = 0; k < 65536; k++) {
		for (int i = 0; i < 8; i++) {
			u16 w = vals[(k >> (2 * i)) & 3];

			b[2 * i] = (u8)(w >> 8);
			b[2 * i + 1] = (u8)w;
		}
		check6(b);
	}
	srand(42);
	for (int n = 0; n < 10000; n++) {
		for (int i = 0; i < 16; i++)
			b[i] = (u8)(rand() % 3 ? 0 : rand());
		check6(b);
	}
	printf("%s inet.ntoa6_vs_glibc (%d addresses)\n", failures ? "FAIL" : "PASS", passes);
	memcpy(b, "\x7f\x00\x00\x01", 4);
	dtap_inet_ntoa(&ctx, got, (u64)(uintptr_t)b);
	inet_ntop(AF_INET, b, want, sizeof(want));
	printf("%s inet.ntoa\n", strcmp(got, want) ? "FAIL" : "PASS");
	failures += !!strcmp(got, want);
	memcpy(b, "\xff\x0a\xc8\x09", 4);
	dtap_inet_ntop(&ctx, got, 2, (u64)(uintptr_t)b);
	inet_ntop(AF_INET, b, want, sizeof(want));
	printf("%s inet.ntop_af_inet\n", strcmp(got, want) ? "FAIL" : "PASS");
	failures += !!strcmp(got, want);
	dtap_inet_ntop(&ctx, got, 3, (u64)(uintptr_t)b);
	printf("%s inet.ntop_bad_family\n", ctx.fault == DTAP_FAULT_ILLOP && !got[0] ? "PASS" : "FAIL");
	failures += ctx.fault != DTAP_FAULT_ILLOP;
	ctx.fault = 0;
	dtap_inet_ntoa(&ctx, got, 0);
	printf("%s inet.ntoa_bad_address\n",
	       ctx.fault == DTAP_FAULT_BADADDR && !got[0] ? "PASS" : "FAIL");
	failures += ctx.fault != DTAP_FAULT_BADADDR;
	return failures ? 1 : 0;
}
