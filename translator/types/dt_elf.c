/*
 * dt_elf.c - the one place the translator looks an ELF section up by
 * name (the BTF reader, the DWARF check of a vmlinux, a module's ftrace
 * call sites) and maps an address to its file offset (the pid and usdt
 * providers' probe sites).
 */
#include <gelf.h>
#include <string.h>

#include "types/dt_types.h"

Elf_Scn *dt_elf_section(Elf *elf, const char *name)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (!elf || elf_getshdrstrndx(elf, &shstrndx) != 0)
		return NULL;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *n;

		if (gelf_getshdr(scn, &sh) && (n = elf_strptr(elf, shstrndx, sh.sh_name)) &&
		    !strcmp(n, name))
			return scn;
	}
	return NULL;
}

int64_t dt_elf_file_offset(Elf *elf, uint64_t vaddr, bool exec)
{
	size_t n;

	if (elf_getphdrnum(elf, &n) != 0)
		return -1;
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (!gelf_getphdr(elf, (int)i, &ph) || ph.p_type != PT_LOAD ||
		    (exec && !(ph.p_flags & PF_X)))
			continue;
		if (vaddr >= ph.p_vaddr && vaddr < ph.p_vaddr + ph.p_filesz)
			return (int64_t)(vaddr - ph.p_vaddr + ph.p_offset);
	}
	return -1;
}
