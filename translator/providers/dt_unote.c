/*
 * dt_unote.c - the USDT probes of an object: its .note.stapsdt notes
 * (what sys/sdt.h's STAP_PROBEn/DTRACE_PROBEn macros leave, from
 * systemtap-sdt-dev), read for the usdt provider (dt_prov_usdt.c), and
 * their argument operands decoded.
 *
 * A note (type 3, name "stapsdt") holds three addresses, then three
 * strings:
 *   pc          the probe's nop, as linked
 *   base        .stapsdt.base's address as linked: when the object was
 *               moved since (prelink), the section's address now minus
 *               this is added to pc and to the semaphore
 *   semaphore   an unsigned short the program tests (PROV_NAME_ENABLED()),
 *               0: none; the kernel counts the tracers in it (a uprobe's
 *               reference counter, placed by its file offset)
 *   provider, name, arguments ("-4@%eax 8@-16(%rbp) 8@$5 ...": the size
 *               in bytes, negative when signed, an at, a GNU as operand)
 * Addresses are link-time virtual addresses: a PIE's and a shared
 * library's are offsets from the load address.  A uprobe is placed by a
 * file offset, found through the PT_LOAD segment holding the address
 * (the semaphore's is a data segment's).
 */
#include <ctype.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>

#include "providers/dt_provider.h"

/* x86-64's general registers in their encoding order (the runtime's
 * numbers), each with its 64-, 32-, 16- and 8-bit names. */
static const char *const regnames[16][4] = {
	{ "rax", "eax", "ax", "al" },     { "rcx", "ecx", "cx", "cl" },
	{ "rdx", "edx", "dx", "dl" },     { "rbx", "ebx", "bx", "bl" },
	{ "rsp", "esp", "sp", "spl" },    { "rbp", "ebp", "bp", "bpl" },
	{ "rsi", "esi", "si", "sil" },    { "rdi", "edi", "di", "dil" },
	{ "r8", "r8d", "r8w", "r8b" },    { "r9", "r9d", "r9w", "r9b" },
	{ "r10", "r10d", "r10w", "r10b" }, { "r11", "r11d", "r11w", "r11b" },
	{ "r12", "r12d", "r12w", "r12b" }, { "r13", "r13d", "r13w", "r13b" },
	{ "r14", "r14d", "r14w", "r14b" }, { "r15", "r15d", "r15w", "r15b" },
};

/* "%NAME" at *S: the register's number (DT_UREG_RIP for %rip), its
 * width in bytes in *WIDTH; -1 when it is not one we read. */
static int parse_reg(const char **s, int *width)
{
	static const int widths[4] = { 8, 4, 2, 1 };
	const char *p = *s;
	size_t n;

	if (*p != '%')
		return -1;
	p++;
	n = strspn(p, "abcdefghijklmnopqrstuvwxyz0123456789");
	if (n == 3 && !strncmp(p, "rip", 3)) {
		*s = p + n;
		*width = 8;
		return DT_UREG_RIP;
	}
	for (int r = 0; r < 16; r++)
		for (int w = 0; w < 4; w++)
			if (strlen(regnames[r][w]) == n && !strncmp(p, regnames[r][w], n)) {
				*s = p + n;
				*width = widths[w];
				return r;
			}
	return -1;	/* %ah..%dh, %xmm0, %st: not an sdt.h integer operand */
}

/* A signed decimal or 0x number at *S. */
static bool parse_num(const char **s, int64_t *v)
{
	char *end;

	if (!isdigit((unsigned char)**s) && !((**s == '-' || **s == '+') &&
					      isdigit((unsigned char)(*s)[1])))
		return false;
	*v = (int64_t)strtoll(*s, &end, 0);
	*s = end;
	return true;
}

/* The address symbol SYM has in object ELF, by .symtab then .dynsym. */
static bool sym_value(Elf *elf, const char *sym, size_t len, uint64_t *v)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *data;

		if (!gelf_getshdr(scn, &sh) || (sh.sh_type != SHT_SYMTAB &&
						sh.sh_type != SHT_DYNSYM) ||
		    !(data = elf_getdata(scn, NULL)) || !sh.sh_entsize)
			continue;
		for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Sym st;
			const char *name;

			if (!gelf_getsym(data, (int)i, &st) || st.st_shndx == SHN_UNDEF ||
			    !(name = elf_strptr(elf, sh.sh_link, st.st_name)) ||
			    strlen(name) != len || strncmp(name, sym, len) != 0)
				continue;
			*v = st.st_value;
			return true;
		}
	}
	return false;
}

/*
 * One operand, "[-]N@OP" or OP (old notes: 8 bytes), OP one of
 *   %reg                 a register
 *   $imm                 a constant
 *   disp(%base,%index,scale), disp(%base), (%base), disp: memory
 *   sym(%rip), sym+disp(%rip): a global, by its link-time address
 * Returns false for anything else.
 */
static bool parse_arg(Elf *elf, const char *s, size_t len, struct dt_uarg *a)
{
	const char *p = s, *end = s + len;
	char *e;
	int width = 8;
	long size = 0;

	memset(a, 0, sizeof(*a));
	a->base = a->index = -1;
	if (strchr(p, '@') && (const char *)strchr(p, '@') < end) {
		size = strtol(p, &e, 10);
		if (*e != '@' || size == 0 || (labs(size) != 1 && labs(size) != 2 &&
					       labs(size) != 4 && labs(size) != 8))
			return false;
		p = e + 1;
	}
	if (*p == '%') {
		a->kind = DT_UARG_REG;
		if ((a->base = parse_reg(&p, &width)) < 0 || a->base == DT_UREG_RIP)
			return false;
	} else if (*p == '$') {
		p++;
		a->kind = DT_UARG_IMM;
		if (!parse_num(&p, &a->disp))
			return false;
	} else {
		int64_t disp = 0;
		const char *sym = p;
		size_t symlen = 0;

		a->kind = DT_UARG_MEM;
		if (!parse_num(&p, &disp)) {
			/* a symbol, perhaps +/- a number */
			symlen = strcspn(p, "+-(");
			if (symlen == 0 && *p != '(')
				return false;
			p += symlen;
			if ((*p == '+' || *p == '-') && !parse_num(&p, &disp))
				return false;
		}
		a->disp = disp;
		if (*p == '(') {
			p++;
			if (*p == '%' && (a->base = parse_reg(&p, &width)) < 0)
				return false;
			if (*p == ',') {
				int64_t scale = 1;

				p++;
				if ((a->index = parse_reg(&p, &width)) < 0 ||
				    a->index == DT_UREG_RIP)
					return false;
				if (*p == ',') {
					p++;
					if (!parse_num(&p, &scale) || (scale != 1 && scale != 2 &&
								       scale != 4 && scale != 8))
						return false;
				}
				a->scale = (int)scale;
			}
			if (*p++ != ')')
				return false;
		}
		if (symlen) {
			uint64_t v;

			/* only a global's address relative to the probe: sym(%rip)
			 * (an absolute sym is not position-independent) */
			if (a->base != DT_UREG_RIP || a->index >= 0 ||
			    !sym_value(elf, sym, symlen, &v))
				return false;
			a->kind = DT_UARG_RIPMEM;
			a->base = -1;
			a->disp += (int64_t)v;
		} else if (a->base == DT_UREG_RIP) {
			return false;	/* a bare disp(%rip): relative to what? */
		}
		width = 8;
	}
	if (p != end)
		return false;
	a->size = (int)(size ? size : (a->kind == DT_UARG_REG ? width : 8));
	return true;
}

/* Decode note N's operand string into N->args; N->bad names the first
 * operand that is not understood. */
static void decode_args(Elf *elf, struct dt_unote *n)
{
	const char *s = n->argstr;

	while (*s && n->nargs < DT_MAXARGS) {
		size_t len;

		s += strspn(s, " ");
		if (!(len = strcspn(s, " ")))
			break;
		if (!parse_arg(elf, s, len, &n->args[n->nargs])) {
			n->bad = dt_strndup(s, len);
			n->badarg = n->nargs;
			return;
		}
		n->nargs++;
		s += len;
	}
	/* operands past arg9 (sys/sdt.h takes 12) are not read: D has no
	 * arg10 */
}

/* The function of O holding VADDR ("" if none does). */
static const char *func_at(const struct dt_uobj *o, uint64_t vaddr)
{
	const char *best = "";
	uint64_t at = 0;

	for (size_t i = 0; i < o->nfuncs; i++) {
		const struct dt_ufunc *f = &o->funcs[i];

		/* funcs are by address, the preferred name first */
		if (vaddr >= f->vaddr && vaddr < f->vaddr + f->size && (!*best || f->vaddr > at)) {
			best = f->name;
			at = f->vaddr;
		}
	}
	return best;
}

void dt_unotes_read(struct dt_uobj *o, Elf *elf)
{
	Elf_Scn *scn = NULL;
	uint64_t base_now = 0;
	bool have_base = false;
	size_t shstrndx, cap = 0;

	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *name;

		if (gelf_getshdr(scn, &sh) && (name = elf_strptr(elf, shstrndx, sh.sh_name)) &&
		    !strcmp(name, ".stapsdt.base")) {
			base_now = sh.sh_addr;
			have_base = true;
		}
	}
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		GElf_Nhdr nh;
		Elf_Data *data;
		size_t off = 0, noff, doff;
		const char *name;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_NOTE ||
		    !(name = elf_strptr(elf, shstrndx, sh.sh_name)) ||
		    strcmp(name, ".note.stapsdt") != 0 || !(data = elf_getdata(scn, NULL)))
			continue;
		while ((off = gelf_getnote(data, off, &nh, &noff, &doff)) > 0) {
			const char *desc = (const char *)data->d_buf + doff, *strs, *lim;
			uint64_t addr[3];
			struct dt_unote *n;
			int64_t delta, foff;

			if (nh.n_type != 3 || nh.n_namesz != 8 ||
			    memcmp((const char *)data->d_buf + noff, "stapsdt", 8) != 0 ||
			    nh.n_descsz < sizeof(addr) + 3)
				continue;
			memcpy(addr, desc, sizeof(addr));
			strs = desc + sizeof(addr);
			lim = desc + nh.n_descsz;
			/* three strings, each ended inside the note */
			if (!memchr(strs, 0, (size_t)(lim - strs)))
				continue;
			o->notes = dt_grow(o->notes, &cap, o->nnotes + 1, sizeof(*o->notes));
			n = &o->notes[o->nnotes];
			memset(n, 0, sizeof(*n));
			n->prov = dt_strdup(strs);
			strs += strlen(strs) + 1;
			if (strs >= lim || !memchr(strs, 0, (size_t)(lim - strs)))
				continue;
			n->rawname = dt_strdup(strs);
			strs += strlen(strs) + 1;
			n->argstr = strs < lim && memchr(strs, 0, (size_t)(lim - strs))
				  ? dt_strdup(strs) : "";
			/* prelink moved the object: the notes' addresses move
			 * with .stapsdt.base */
			delta = have_base && addr[1] ? (int64_t)(base_now - addr[1]) : 0;
			n->pc = addr[0] + (uint64_t)delta;
			if ((foff = dt_elf_file_offset(elf, n->pc, true)) < 0)
				continue;	/* not in the text: no probe */
			n->off = (uint64_t)foff;
			if (addr[2]) {
				n->sem = addr[2] + (uint64_t)delta;
				if ((foff = dt_elf_file_offset(elf, n->sem, false)) < 0)
					continue;
				n->sem_off = (uint64_t)foff;
			}
			n->func = func_at(o, n->pc);
			n->name = dt_usdt_name(n->rawname);
			decode_args(elf, n);
			o->nnotes++;
		}
	}
}

/* dtrace's probe name of a note's NAME: each "__" a "-" (dtrace -h
 * writes a provider's "op-start" as op__start). */
const char *dt_usdt_name(const char *raw)
{
	char *s = dt_strdup(raw), *d = s;

	for (const char *p = raw; *p; p++) {
		if (p[0] == '_' && p[1] == '_') {
			*d++ = '-';
			p++;
		} else {
			*d++ = *p;
		}
	}
	*d = '\0';
	return s;
}
