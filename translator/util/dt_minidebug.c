/*
 * dt_minidebug.c - the function symbols of a stripped ELF file that keeps
 * a MiniDebugInfo: section .gnu_debugdata, an xz-compressed ELF file whose
 * .symtab has the functions .dynsym lacks (what Fedora's find-debuginfo
 * leaves in a binary it strips).  Read through libdwfl, which gives the
 * .dynsym's symbols and the MiniDebugInfo's, decompressed with liblzma
 * (elfutils is built with it on Debian and Fedora; without, dwfl gives
 * the .dynsym alone, which is what a reader of .dynsym had before): no
 * new dependency, libdw is linked already.  For the pid provider's
 * functions (providers/dt_uobj.c) and dtapio's user symbols
 * (stapio/usym.c).
 */
#include <elfutils/libdwfl.h>
#include <gelf.h>
#include <string.h>
#include <unistd.h>

#include "util/dt_util.h"

static int no_debuginfo(Dwfl_Module *mod __attribute__((unused)),
			void **userdata __attribute__((unused)),
			const char *modname __attribute__((unused)),
			Dwarf_Addr base __attribute__((unused)),
			const char *file __attribute__((unused)),
			const char *debuglink __attribute__((unused)),
			GElf_Word crc __attribute__((unused)),
			char **debuginfo_file_name __attribute__((unused)))
{
	return -1;	/* the file's own symbols only: nothing is searched */
}

static const Dwfl_Callbacks callbacks = {
	.find_elf = dwfl_build_id_find_elf,
	.find_debuginfo = no_debuginfo,
	.section_address = dwfl_offline_section_address,
};

/* Has ELF a section .gnu_debugdata? */
static bool has_minidebug(Elf *elf)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return false;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *n;

		if (gelf_getshdr(scn, &sh) && (n = elf_strptr(elf, shstrndx, sh.sh_name)) &&
		    !strcmp(n, ".gnu_debugdata"))
			return true;
	}
	return false;
}

int dt_minidebug_funcs(struct Elf *elf, int fd, const char *path,
		       void (*fn)(void *arg, const struct dt_minisym *s), void *arg)
{
	Dwfl *dwfl;
	Dwfl_Module *mod;
	int n, dfd, count = 0;

	if (!elf || !has_minidebug(elf) || !(dwfl = dwfl_begin(&callbacks)))
		return -1;
	if ((dfd = dup(fd)) < 0) {
		dwfl_end(dwfl);
		return -1;
	}
	/* dwfl owns DFD from here */
	mod = dwfl_report_offline(dwfl, "", path, dfd);
	dwfl_report_end(dwfl, NULL, NULL);
	n = mod ? dwfl_module_getsymtab(mod) : -1;
	for (int i = 0; i < n; i++) {
		GElf_Sym s;
		GElf_Addr addr;
		GElf_Word shndx;
		Elf *from;
		Dwarf_Addr bias;
		const char *name = dwfl_module_getsym_info(mod, i, &s, &addr, &shndx, &from,
							   &bias);
		struct dt_minisym m;

		if (!name || !*name || GELF_ST_TYPE(s.st_info) != STT_FUNC)
			continue;
		/* the value as the file links it: dwfl lays an offline
		 * executable out where it is linked, a library at its bias */
		m = (struct dt_minisym){ name, s.st_value, s.st_size, GELF_ST_BIND(s.st_info),
					 shndx == SHN_UNDEF, (size_t)i };
		fn(arg, &m);
		count++;
	}
	dwfl_end(dwfl);
	return n < 0 ? -1 : count;
}
