/*
 * elf_section.c - read the program's metadata out of the module file:
 * the DTAP_META_SECTION section of the .ko, one NUL-terminated string.
 * libelf does the ELF parsing (any class and byte order it supports).
 */
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

/* Find the section named NAME; NULL if absent. */
static Elf_Scn *elf_find_section(Elf *e, const char *name)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getshdrstrndx(e, &shstrndx) != 0)
		return NULL;
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;
		const char *n;

		if (!gelf_getshdr(scn, &sh))
			continue;
		n = elf_strptr(e, shstrndx, sh.sh_name);
		if (n && strcmp(n, name) == 0)
			return scn;
	}
	return NULL;
}

/* Copy the section's bytes up to the first NUL into a new string. */
static char *elf_section_string(Elf_Scn *scn)
{
	Elf_Data *d = NULL;
	size_t total = 0;
	char *s = NULL;

	while ((d = elf_getdata(scn, d)) != NULL) {
		char *ns = realloc(s, total + d->d_size + 1);

		if (!ns) {
			free(s);
			return NULL;
		}
		s = ns;
		if (d->d_buf)
			memcpy(s + total, d->d_buf, d->d_size);
		else
			memset(s + total, 0, d->d_size);
		total += d->d_size;
	}
	if (!s)
		return NULL;
	s[total] = '\0';
	return s;
}

char *dtc_elf_read_meta(const char *path, char *err, size_t errlen)
{
	Elf *e = NULL;
	Elf_Scn *scn;
	char *meta = NULL;
	int fd;

	if (elf_version(EV_CURRENT) == EV_NONE) {
		snprintf(err, errlen, "libelf initialization failed");
		return NULL;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "cannot open %s: %m", path);
		return NULL;
	}
	e = elf_begin(fd, ELF_C_READ, NULL);
	if (!e || elf_kind(e) != ELF_K_ELF) {
		snprintf(err, errlen, "%s is not an ELF file", path);
		goto out;
	}
	scn = elf_find_section(e, DTAP_META_SECTION);
	if (!scn) {
		snprintf(err, errlen, "%s has no %s section (not a dtap module?)",
			 path, DTAP_META_SECTION);
		goto out;
	}
	meta = elf_section_string(scn);
	if (!meta)
		snprintf(err, errlen, "cannot read section %s of %s",
			 DTAP_META_SECTION, path);
out:
	if (e)
		elf_end(e);
	close(fd);
	return meta;
}
