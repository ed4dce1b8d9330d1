/*
 * dt_elf.c - the one place the translator looks an ELF section up by
 * name (the BTF reader, the DWARF check of a vmlinux, a module's ftrace
 * call sites).
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
