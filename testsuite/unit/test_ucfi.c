/*
 * test_ucfi.c - the unwinding rows dtapio makes of an object's CFI
 * (stapio/ucfi.c), checked against elfutils' own reading of the same
 * CFI (dwarf_cfi_addrframe): at the first and the last byte of every
 * row, the CFA's register and offset, the return address at CFA - 8 and
 * where rbp was saved must be what libdw says.  Objects: this host's
 * libc.so.6 (no frame pointers, the case ustack() is for), the test
 * program itself, a program whose own functions have .debug_frame only
 * (built by the Makefile: -g -fno-asynchronous-unwind-tables), and any
 * file named on the command line.
 */
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

static int failures;

/* libdw's rule for register REG at FRAME: true with *SAVED and *OFF when
 * it is "at CFA + OFF" or unchanged. */
static bool reg_rule(Dwarf_Frame *frame, int reg, bool *saved, int64_t *off)
{
	Dwarf_Op mem[3], *ops;
	size_t nops;

	if (dwarf_frame_register(frame, reg, mem, &ops, &nops) < 0)
		return false;
	*saved = false;
	*off = 0;
	if (nops == 0)
		return true;	/* undefined or same value */
	if (ops[0].atom != DW_OP_call_frame_cfa)
		return false;
	*saved = true;
	if (nops >= 2 && ops[1].atom == DW_OP_plus_uconst)
		*off = (int64_t)ops[1].number;
	return true;
}

/* Row R against libdw at PC; a message in WHY when they differ. */
static bool row_agrees(Dwarf_CFI *eh, Dwarf_CFI *dbg, const struct dtap_uwt_row *r,
		       uint64_t pc, char *why, size_t len)
{
	Dwarf_Frame *frame;
	Dwarf_Op *ops;
	size_t nops;
	bool saved;
	int64_t off;
	int reg;

	if ((!eh || dwarf_cfi_addrframe(eh, pc, &frame) < 0) &&
	    (!dbg || dwarf_cfi_addrframe(dbg, pc, &frame) < 0)) {
		snprintf(why, len, "libdw has no frame");
		return false;
	}
	reg = r->kind == DTAP_UWT_RSP ? 7 : 6;
	if (dwarf_frame_cfa(frame, &ops, &nops) < 0 || nops != 1 ||
	    ops[0].atom != DW_OP_bregx || ops[0].number != (Dwarf_Word)reg ||
	    (int64_t)ops[0].number2 != r->cfa_off) {
		snprintf(why, len, "CFA differs (row: reg %d + %d)", reg, r->cfa_off);
		free(frame);
		return false;
	}
	if (!reg_rule(frame, 16, &saved, &off) || !saved || off != -8) {
		snprintf(why, len, "return address not at CFA - 8");
		free(frame);
		return false;
	}
	if (!reg_rule(frame, 6, &saved, &off) || saved != r->rbp_saved ||
	    (saved && off != r->rbp_off)) {
		snprintf(why, len, "rbp rule differs (row: saved %d at %d)", r->rbp_saved,
			 r->rbp_off);
		free(frame);
		return false;
	}
	free(frame);
	return true;
}

static void check_file(const char *path)
{
	struct dtap_uwt_row *rows;
	size_t n, checked = 0, bad = 0;
	Dwarf_CFI *cfi, *dbg_cfi = NULL;
	Dwarf *dbg;
	Elf *elf;
	int fd = open(path, O_RDONLY);

	elf_version(EV_CURRENT);
	if (fd < 0 || !(elf = elf_begin(fd, ELF_C_READ, NULL))) {
		printf("FAIL ucfi.%s: cannot read it\n", path);
		failures++;
		return;
	}
	cfi = dwarf_getcfi_elf(elf);
	if ((dbg = dwarf_begin_elf(elf, DWARF_C_READ, NULL)))
		dbg_cfi = dwarf_getcfi(dbg);
	if (dtc_cfi_rows(elf, &rows, &n) < 0 || n < 10 || (!cfi && !dbg_cfi)) {
		printf("FAIL ucfi.%s: %zu rows\n", path, n);
		failures++;
		return;
	}
	for (size_t i = 0; i + 1 < n; i++) {
		const struct dtap_uwt_row *r = &rows[i];
		uint64_t ends[2] = { r->pc, rows[i + 1].pc - 1 };
		char why[128];

		if (r->kind != DTAP_UWT_RSP && r->kind != DTAP_UWT_RBP)
			continue;
		for (int e = 0; e < 2; e++) {
			checked++;
			if (row_agrees(cfi, dbg_cfi, r, ends[e], why, sizeof(why)))
				continue;
			if (bad++ < 5)
				printf("    %s at 0x%" PRIx64 ": %s\n", path, ends[e], why);
		}
	}
	if (bad || checked < 10) {
		printf("FAIL ucfi.%s: %zu of %zu addresses differ from libdw\n", path, bad,
		       checked);
		failures++;
	} else {
		printf("PASS ucfi.%s: %zu rows agree with libdw\n", path, n);
	}
	free(rows);
	if (cfi)
		dwarf_cfi_end(cfi);
	if (dbg)
		dwarf_end(dbg);
	elf_end(elf);
	close(fd);
}

int main(int argc, char **argv)
{
	check_file("/lib/x86_64-linux-gnu/libc.so.6");
	check_file("/proc/self/exe");
	check_file("build/testsuite/unit/ucfi-dbgframe");
	for (int i = 1; i < argc; i++)
		check_file(argv[i]);
	return failures ? 1 : 0;
}
