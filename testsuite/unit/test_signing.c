/*
 * test_signing.c - signing/ on the host: key creation, the appended
 * signature layout, and every verdict of dtap_verify_module() with its
 * message.  The "module" is a synthetic ELF with a .modinfo section, so
 * the test needs no kernel tree; the qemu tests (testsuite/signing/)
 * prove the kernel accepts what is checked here.
 */
#define _GNU_SOURCE
#include <elf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include "../../signing/dtap_sign.h"

static int failures;
static char tmp[256];
static size_t unsigned_len;	/* size of the module before signing */

static void check(int ok, const char *name, const char *fmt, ...)
{
	va_list ap;

	if (ok) {
		printf("PASS %s\n", name);
		return;
	}
	failures++;
	printf("FAIL %s: ", name);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
}

static char *path(const char *name)
{
	static char buf[8][512];
	static int i;

	i = (i + 1) % 8;
	snprintf(buf[i], sizeof(buf[i]), "%s/%s", tmp, name);
	return buf[i];
}

static void write_file(const char *p, const void *data, size_t len)
{
	FILE *f = fopen(p, "w");

	if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
		perror(p);
		exit(1);
	}
}

static unsigned char *read_all(const char *p, size_t *len)
{
	unsigned char *buf = NULL;
	char err[256];

	if (dtap_read_file(p, &buf, len, err, sizeof(err)) < 0) {
		fprintf(stderr, "%s\n", err);
		exit(1);
	}
	return buf;
}

static void copy_file(const char *from, const char *to)
{
	size_t len;
	unsigned char *buf = read_all(from, &len);

	write_file(to, buf, len);
	free(buf);
}

/* Flip one byte at OFF (negative: from the end). */
static void flip(const char *p, long off)
{
	size_t len;
	unsigned char *buf = read_all(p, &len);

	buf[off < 0 ? (long)len + off : off] ^= 0x5a;
	write_file(p, buf, len);
	free(buf);
}

/* A minimal ELF64 relocatable object: null section, .shstrtab, .modinfo,
 * plus some padding bytes standing in for code. */
static void make_module(const char *p)
{
	static const char shstr[] = "\0.shstrtab\0.modinfo";
	static const char info[] = "license=GPL\0name=dtap_unit\0"
		"vermagic=6.1.0-99-test SMP mod_unload modversions ";
	unsigned char buf[4096] = { 0 };
	Elf64_Ehdr eh = { 0 };
	Elf64_Shdr sh[3] = { { 0 } };
	size_t off = sizeof(eh);

	memcpy(eh.e_ident, ELFMAG, SELFMAG);
	eh.e_ident[EI_CLASS] = ELFCLASS64;
	eh.e_ident[EI_DATA] = ELFDATA2LSB;
	eh.e_ident[EI_VERSION] = EV_CURRENT;
	eh.e_type = ET_REL;
	eh.e_machine = EM_X86_64;
	eh.e_version = EV_CURRENT;
	eh.e_ehsize = sizeof(eh);
	eh.e_shentsize = sizeof(Elf64_Shdr);
	eh.e_shnum = 3;
	eh.e_shstrndx = 1;
	sh[1] = (Elf64_Shdr){ .sh_name = 1, .sh_type = SHT_STRTAB,
			      .sh_offset = off, .sh_size = sizeof(shstr) };
	memcpy(buf + off, shstr, sizeof(shstr));
	off += sizeof(shstr);
	sh[2] = (Elf64_Shdr){ .sh_name = 11, .sh_type = SHT_PROGBITS,
			      .sh_offset = off, .sh_size = sizeof(info) };
	memcpy(buf + off, info, sizeof(info));
	off += sizeof(info) + 1000;	/* "code" */
	off = (off + 7) & ~7UL;
	eh.e_shoff = off;
	memcpy(buf, &eh, sizeof(eh));
	memcpy(buf + off, sh, sizeof(sh));
	write_file(p, buf, off + sizeof(sh));
}

static int verify(const char *ko, const char *trusted, char *err)
{
	return dtap_verify_module(ko, trusted, err, 512);
}

static void test_keys(void)
{
	char err[512];
	struct stat st;
	size_t l1, l2;
	unsigned char *c1, *c2;
	int rc = dtap_keys_ensure(path("keys/a"), err, sizeof(err));

	check(rc == 0, "keys_created", "%s", err);
	check(stat(path("keys/a"), &st) == 0 && (st.st_mode & 0777) == 0700,
	      "keys_dir_mode_0700", "mode %o", st.st_mode & 0777);
	check(stat(path("keys/a/signing_key.pem"), &st) == 0 &&
	      (st.st_mode & 0777) == 0600, "keys_private_mode_0600",
	      "mode %o", st.st_mode & 0777);
	c1 = read_all(path("keys/a/signing_key.x509"), &l1);
	rc = dtap_keys_ensure(path("keys/a"), err, sizeof(err));
	c2 = read_all(path("keys/a/signing_key.x509"), &l2);
	check(rc == 0 && l1 == l2 && !memcmp(c1, c2, l1), "keys_reused",
	      "second call changed the certificate");
	free(c1);
	free(c2);
	rc = dtap_keys_ensure(path("keys/b"), err, sizeof(err));
	check(rc == 0, "keys_second_pair", "%s", err);
	mkdir(path("trusted"), 0755);
	copy_file(path("keys/a/signing_key.x509"), path("trusted/a.x509"));
}

static void test_cert(void)
{
	size_t len;
	unsigned char *der = read_all(path("keys/a/signing_key.x509"), &len);
	const unsigned char *p = der;
	X509 *x = d2i_X509(NULL, &p, (long)len);
	char cn[256] = "";
	uint32_t ku, xku;

	check(x != NULL, "cert_parses", "d2i_X509 failed");
	if (!x) {
		free(der);
		return;
	}
	X509_NAME_get_text_by_NID(X509_get_subject_name(x), NID_commonName,
				  cn, sizeof(cn));
	check(!strncmp(cn, "dtap module signing key ", 24), "cert_cn",
	      "CN is \"%s\"", cn);
	ku = X509_get_key_usage(x);
	xku = X509_get_extended_key_usage(x);
	check(ku == KU_DIGITAL_SIGNATURE, "cert_key_usage", "%#x", ku);
	check(xku == XKU_CODE_SIGN, "cert_code_signing", "%#x", xku);
	check(X509_get0_subject_key_id(x) != NULL, "cert_skid", "missing");
	check(!(X509_get_extension_flags(x) & EXFLAG_CA) &&
	      X509_check_ca(x) == 0, "cert_not_ca", "certificate is a CA");
	check(X509_cmp_time(X509_get0_notAfter(x), NULL) > 0 &&
	      ASN1_TIME_cmp_time_t(X509_get0_notAfter(x),
				   time(NULL) + 99L * 365 * 86400) > 0,
	      "cert_100_years", "notAfter too early");
	X509_free(x);
	free(der);
}

static void test_sign(void)
{
	static const unsigned char magic[] = "~Module signature appended~\n";
	char err[512];
	size_t l0, l1, l2;
	unsigned char *b;
	const unsigned char *info;
	unsigned sig_len;
	int rc;

	make_module(path("m.ko"));
	free(read_all(path("m.ko"), &l0));
	unsigned_len = l0;
	rc = dtap_sign_module(path("m.ko"), path("keys/a"), err, sizeof(err));
	check(rc == 0, "sign", "%s", err);
	b = read_all(path("m.ko"), &l1);
	info = b + l1 - 28 - 12;
	sig_len = (unsigned)info[8] << 24 | info[9] << 16 | info[10] << 8 |
		  info[11];
	check(!memcmp(b + l1 - 28, magic, 28), "sign_magic", "no magic");
	check(info[0] == 0 && info[1] == 0 && info[2] == 2 && info[3] == 0 &&
	      info[4] == 0 && !info[5] && !info[6] && !info[7],
	      "sign_info_block", "algo/hash/id_type/lengths wrong");
	check(l1 == l0 + sig_len + 12 + 28 && !memcmp(b + l0, "\x30", 1),
	      "sign_layout", "sizes %zu + %u + 40 != %zu", l0, sig_len, l1);
	free(b);
	rc = dtap_sign_module(path("m.ko"), path("keys/a"), err, sizeof(err));
	free(read_all(path("m.ko"), &l2));
	check(rc == 0 && l2 == l1, "resign_replaces",
	      "signed twice: %zu bytes, once: %zu", l2, l1);
	rc = verify(path("m.ko"), path("trusted"), err);
	check(rc == DTAP_SIG_OK, "verify_trusted", "%s", err);
}

static void expect(const char *name, const char *ko, const char *trusted,
		   int want, const char *msg)
{
	char err[512] = "";
	int rc = verify(ko, trusted, err);

	check(rc == want && strstr(err, msg), name, "rc %d, message \"%s\"",
	      rc, err);
}

static void test_verdicts(void)
{
	char err[512];

	make_module(path("u.ko"));
	expect("verify_unsigned", path("u.ko"), path("trusted"),
	       DTAP_SIG_UNSIGNED, "module is not signed");

	copy_file(path("m.ko"), path("t.ko"));
	flip(path("t.ko"), 100);
	expect("verify_tampered", path("t.ko"), path("trusted"),
	       DTAP_SIG_TAMPERED, "modified after it was signed");

	copy_file(path("u.ko"), path("b.ko"));
	dtap_sign_module(path("b.ko"), path("keys/b"), err, sizeof(err));
	expect("verify_untrusted", path("b.ko"), path("trusted"),
	       DTAP_SIG_UNTRUSTED, "signed by an untrusted key");

	copy_file(path("m.ko"), path("c.ko"));
	flip(path("c.ko"), -28 - 12 - 10);	/* inside the RSA signature */
	expect("verify_corrupt_signature", path("c.ko"), path("trusted"),
	       DTAP_SIG_MALFORMED, "signature bytes are corrupt");

	copy_file(path("m.ko"), path("l.ko"));
	flip(path("l.ko"), -28 - 4);		/* sig_len */
	expect("verify_bad_sig_len", path("l.ko"), path("trusted"),
	       DTAP_SIG_MALFORMED, "malformed module signature");

	copy_file(path("m.ko"), path("p.ko"));
	flip(path("p.ko"), (long)unsigned_len);	/* PKCS#7 outer tag */
	expect("verify_bad_pkcs7", path("p.ko"), path("trusted"),
	       DTAP_SIG_MALFORMED, "malformed module signature");

	expect("verify_no_trusted_dir", path("m.ko"), path("nonexistent"),
	       DTAP_SIG_UNTRUSTED, "trusted keys directory");
}

static void test_modinfo(void)
{
	struct dtap_modinfo mi;
	char err[512] = "";
	int rc = dtap_module_info(path("m.ko"), &mi, err, sizeof(err));

	check(rc == 0 && !strcmp(mi.name, "dtap_unit") &&
	      !strcmp(mi.release, "6.1.0-99-test") &&
	      !strncmp(mi.vermagic, "6.1.0-99-test SMP", 17),
	      "modinfo_signed_module", "rc %d name %s release %s %s", rc,
	      mi.name, mi.release, err);
	write_file(path("junk.ko"), "not an elf file at all", 22);
	rc = dtap_module_info(path("junk.ko"), &mi, err, sizeof(err));
	check(rc < 0 && strstr(err, "not a kernel module"), "modinfo_junk",
	      "rc %d: %s", rc, err);
}

int main(void)
{
	char cmd[300];

	snprintf(tmp, sizeof(tmp), "/tmp/test_signing.XXXXXX");
	if (!mkdtemp(tmp)) {
		perror("mkdtemp");
		return 1;
	}
	test_keys();
	test_cert();
	test_sign();
	test_verdicts();
	test_modinfo();
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tmp);
	if (system(cmd) != 0)
		fprintf(stderr, "cannot remove %s\n", tmp);
	return failures ? 1 : 0;
}
