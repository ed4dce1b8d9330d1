/*
 * modinfo.c - name and vermagic from a module's .modinfo section, and
 * what dtaprun needs from its .dtap_meta section.
 *
 * dtaprun needs the name (delete_module() takes it) and the vermagic (to
 * refuse a module built for another kernel with a message naming both
 * releases, rather than the kernel's bare ENOEXEC).  .modinfo is a run of
 * NUL-terminated "key=value" strings.  The ELF is read by hand with every
 * offset bounds-checked: the file may be anything a user hands us.
 */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtap_sign.h"
#include "../runtime/dtap_wire.h"	/* DTAP_META_SECTION */

static int in_bounds(size_t off, size_t size, size_t len)
{
	return off <= len && size <= len - off;
}

/* Copy section header I into SH (memcpy: offsets need not be aligned);
 * -1 when it lies outside the file or its section does. */
static int shdr(const unsigned char *buf, size_t len, const Elf64_Ehdr *eh,
		unsigned i, Elf64_Shdr *sh)
{
	size_t off = (size_t)eh->e_shoff + (size_t)i * eh->e_shentsize;

	if (i >= eh->e_shnum || eh->e_shentsize < sizeof(Elf64_Shdr) ||
	    eh->e_shoff > len || !in_bounds(off, sizeof(*sh), len))
		return -1;
	memcpy(sh, buf + off, sizeof(*sh));
	if (sh->sh_type != SHT_NOBITS &&
	    !in_bounds(sh->sh_offset, sh->sh_size, len))
		return -1;
	return 0;
}

/* Point DATA and SIZE at the first section named NAME.  Returns how many
 * sections have that name (0: none, DATA untouched), -1 when the section
 * table is malformed.  Every section is looked at: a name may repeat in
 * a relocatable object, and a second one must not go unseen. */
static int find_section(const unsigned char *buf, size_t len, const char *name,
			const char **data, size_t *size)
{
	Elf64_Ehdr eh;
	Elf64_Shdr strs, sh;
	const char *names, *nm;
	unsigned i;
	int found = 0;

	if (len < sizeof(eh))
		return -1;
	memcpy(&eh, buf, sizeof(eh));
	if (memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_type != ET_REL ||
	    shdr(buf, len, &eh, eh.e_shstrndx, &strs) < 0)
		return -1;
	names = (const char *)buf + strs.sh_offset;
	for (i = 1; i < eh.e_shnum; i++) {
		if (shdr(buf, len, &eh, i, &sh) < 0 ||
		    sh.sh_name >= strs.sh_size)
			return -1;
		nm = names + sh.sh_name;
		if (strnlen(nm, strs.sh_size - sh.sh_name) ==
		    strs.sh_size - sh.sh_name || strcmp(nm, name))
			continue;
		if (found++ == 0) {
			*data = sh.sh_type == SHT_NOBITS ? "" :
				(const char *)buf + sh.sh_offset;
			*size = sh.sh_type == SHT_NOBITS ? 0 : sh.sh_size;
		}
	}
	return found;
}

/* Copy the value of KEY= from the modinfo strings into OUT. */
static int get_field(const char *data, size_t size, const char *key,
		     char *out, size_t outlen)
{
	size_t klen = strlen(key), off = 0, n;

	while (off < size) {
		n = strnlen(data + off, size - off);
		if (n > klen && data[off + klen] == '=' &&
		    memcmp(data + off, key, klen) == 0) {
			snprintf(out, outlen, "%.*s", (int)(n - klen - 1),
				 data + off + klen + 1);
			return 0;
		}
		off += n + 1;
	}
	return -1;
}

/*
 * What dtaprun decides with from the module's metadata (runtime/
 * dtap_wire.h): that there is some, "guru 1" (a module compiled with -g,
 * which only root may load), and the first provider other than dtrace and
 * profile (those fire from kprobes, which lockdown=confidentiality
 * forbids).  The section must hold exactly one metadata string, its NUL
 * the section's last byte: guru C could otherwise put a string of its own
 * (without "guru 1") before or after the translator's.  Returns 0, or -1
 * with ERR saying what is wrong.
 */
static int read_meta(const char *data, size_t size, struct dtap_modinfo *mi,
		     char *err, size_t errlen)
{
	size_t off = 0, n = strnlen(data, size);

	if (n < 10 || memcmp(data, "dtap-meta ", 10) != 0 || n + 1 != size) {
		snprintf(err, errlen, "its %s section is not one metadata string "
			 "(%s): not as dtap builds it", DTAP_META_SECTION,
			 n == size ? "no NUL at its end" :
			 n + 1 != size ? "more bytes after the first string" :
			 "it does not start with \"dtap-meta \"");
		return -1;
	}
	mi->has_meta = true;
	while (off < n) {
		const char *line = data + off;
		size_t ll = strcspn(line, "\n");
		char prov[32];

		if (ll > n - off)
			ll = n - off;
		if (ll == 6 && memcmp(line, "guru 1", 6) == 0)
			mi->guru = true;
		if (ll == 13 && memcmp(line, "destructive 1", 13) == 0)
			mi->destructive = true;
		if (ll == 14 && memcmp(line, "kdestructive 1", 14) == 0)
			mi->kdestructive = true;
		if (ll > 6 && memcmp(line, "probe ", 6) == 0 && !mi->kprobe_prov[0] &&
		    sscanf(line, "probe %*d %31[a-z0-9_]", prov) == 1 &&
		    strcmp(prov, "dtrace") && strcmp(prov, "profile"))
			snprintf(mi->kprobe_prov, sizeof(mi->kprobe_prov), "%s", prov);
		off += ll + 1;
	}
	return 0;
}

int dtap_module_info_buffer(const unsigned char *buf, size_t len,
			    struct dtap_modinfo *mi, char *err, size_t errlen)
{
	const char *data;
	size_t size;
	int n;

	memset(mi, 0, sizeof(*mi));
	if (find_section(buf, len, ".modinfo", &data, &size) <= 0) {
		snprintf(err, errlen, "not a kernel module (no ELF64 "
			 "relocatable object with a .modinfo section)");
		return DTAP_SIG_ERROR;
	}
	if (get_field(data, size, "name", mi->name, sizeof(mi->name)) < 0 ||
	    get_field(data, size, "vermagic", mi->vermagic,
		      sizeof(mi->vermagic)) < 0) {
		snprintf(err, errlen, "kernel module without %s in .modinfo",
			 mi->name[0] ? "vermagic" : "a name");
		return DTAP_SIG_ERROR;
	}
	snprintf(mi->release, sizeof(mi->release), "%.*s",
		 (int)strcspn(mi->vermagic, " "), mi->vermagic);
	n = find_section(buf, len, DTAP_META_SECTION, &data, &size);
	if (n > 1) {
		snprintf(err, errlen, "it has %d %s sections: not as dtap builds it",
			 n, DTAP_META_SECTION);
		return DTAP_SIG_ERROR;
	}
	if (n == 1 && read_meta(data, size, mi, err, errlen) < 0)
		return DTAP_SIG_ERROR;
	/* -g modules carry this section whatever their C does (see
	 * DTAP_GURU_SECTION) */
	if (find_section(buf, len, DTAP_GURU_SECTION, &data, &size) > 0)
		mi->guru = true;
	return 0;
}

int dtap_module_info(const char *ko, struct dtap_modinfo *mi,
		     char *err, size_t errlen)
{
	unsigned char *buf;
	size_t len;
	int rc;

	if (dtap_read_file(ko, &buf, &len, err, errlen) < 0)
		return DTAP_SIG_ERROR;
	rc = dtap_module_info_buffer(buf, len, mi, err, errlen);
	free(buf);
	return rc;
}
