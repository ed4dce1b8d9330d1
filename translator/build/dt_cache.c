/*
 * dt_cache.c - the compile cache: ~/.cache/dtap/modules/KEY.ko.
 *
 * A signed module is a pure function of the generated C (which also names
 * the module and carries its metadata), the runtime it #includes, the
 * kernel feature header, the kernel build tree it is built against, how it
 * was built (pass 4's direct compile or --kbuild) and the key it is
 * signed with.  KEY is a sha256 over all of them, so a re-run of
 * the same program for the same kernel copies the module instead of
 * building (pass 4) and signing it.  Any change of an input changes
 * the key: there is nothing to invalidate, only files to delete when the
 * directory grows (`rm -rf ~/.cache/dtap/modules` is always safe).
 *
 * The key is built in two levels, sha256 of the lines "LABEL DIGEST" where
 * DIGEST is the sha256 of one input, so no input can be crafted to look
 * like the boundary between two others.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/evp.h>

#include "build/dt_build.h"
#include "build/dt_cache.h"
#include "signing/dtap_sign.h"

#define KEY_VERSION "dtap-cache-2"	/* 2: paths mapped out of the module (dt_include_flags) */

static void to_hex(const unsigned char *md, unsigned int n, char *out)
{
	static const char digits[] = "0123456789abcdef";

	for (unsigned int i = 0; i < n; i++) {
		out[2 * i] = digits[md[i] >> 4];
		out[2 * i + 1] = digits[md[i] & 15];
	}
	out[2 * n] = '\0';
}

void dt_sha256_hex(const void *text, size_t len, char *out)
{
	unsigned char md[EVP_MAX_MD_SIZE];
	unsigned int n = 0;

	EVP_Digest(text, len, md, &n, EVP_sha256(), NULL);
	to_hex(md, n, out);
}

/* The hex sha256 of a file's bytes; -1 if it cannot be read. */
static int sha256_file(const char *path, char *out)
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	unsigned char md[EVP_MAX_MD_SIZE], buf[65536];
	unsigned int n = 0;
	ssize_t got;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0 || !ctx) {
		EVP_MD_CTX_free(ctx);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	EVP_DigestInit_ex(ctx, EVP_sha256(), NULL);
	while ((got = read(fd, buf, sizeof(buf))) > 0)
		EVP_DigestUpdate(ctx, buf, (size_t)got);
	close(fd);
	EVP_DigestFinal_ex(ctx, md, &n);
	EVP_MD_CTX_free(ctx);
	if (got < 0)
		return -1;
	to_hex(md, n, out);
	return 0;
}

/* One "LABEL DIGEST" line of the outer hash. */
static void add_part(EVP_MD_CTX *ctx, const char *label, const char *hex)
{
	EVP_DigestUpdate(ctx, label, strlen(label));
	EVP_DigestUpdate(ctx, " ", 1);
	EVP_DigestUpdate(ctx, hex, strlen(hex));
	EVP_DigestUpdate(ctx, "\n", 1);
}

/* A file that must exist. */
static int add_file(EVP_MD_CTX *ctx, const char *label, const char *path)
{
	char hex[DT_CACHE_KEY_LEN + 1];

	if (sha256_file(path, hex) < 0) {
		fprintf(stderr, "dtap: cannot read %s: %s\n", path, strerror(errno));
		return -1;
	}
	add_part(ctx, label, hex);
	return 0;
}

/* A file a build tree may lack (Module.symvers): its absence is keyed. */
static void add_optional_file(EVP_MD_CTX *ctx, const char *label, const char *path)
{
	char hex[DT_CACHE_KEY_LEN + 1];

	add_part(ctx, label, sha256_file(path, hex) == 0 ? hex : "absent");
}

/* Every regular file under DIR, in name order, labelled by its path
 * relative to the runtime's top (REL). */
static int add_tree(EVP_MD_CTX *ctx, const char *dir, const char *rel)
{
	struct dirent **ents;
	int n = scandir(dir, &ents, NULL, alphasort), err = 0;

	if (n < 0) {
		fprintf(stderr, "dtap: cannot read %s: %s\n", dir, strerror(errno));
		return -1;
	}
	for (int i = 0; i < n; i++) {
		const char *name = ents[i]->d_name;
		const char *path = dt_sprintf("%s/%s", dir, name);
		const char *label = dt_sprintf("%s/%s", rel, name);
		struct stat st;

		if (name[0] == '.' || err || stat(path, &st) < 0)
			;	/* hidden files, editors' litter: not built */
		else if (S_ISDIR(st.st_mode))
			err = add_tree(ctx, path, label);
		else if (S_ISREG(st.st_mode))
			err = add_file(ctx, label, path);
		free(ents[i]);
	}
	free(ents);
	return err;
}

int dt_cache_key(const struct dt_cache_inputs *in, char *key)
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	const char *k = in->kernel_dir;
	unsigned char md[EVP_MAX_MD_SIZE];
	char hex[DT_CACHE_KEY_LEN + 1];
	unsigned int n = 0;
	int err;

	if (!ctx)
		return -1;
	EVP_DigestInit_ex(ctx, EVP_sha256(), NULL);
	add_part(ctx, "version", KEY_VERSION);
	add_part(ctx, "cflags", DT_MODULE_CFLAGS " " DT_MODULE_CODEGEN_FLAG);
	add_part(ctx, "builder", in->builder ? in->builder : "fast");
	dt_sha256_hex(in->csrc, in->csrc_len, hex);
	add_part(ctx, "source", hex);
	err = add_tree(ctx, in->runtime_dir, "runtime");
	err = err ? err : add_file(ctx, "features", in->features);
	err = err ? err : add_file(ctx, "kernel.release",
				   dt_sprintf("%s/include/config/kernel.release", k));
	err = err ? err : add_file(ctx, ".config", dt_sprintf("%s/.config", k));
	if (!err)
		add_optional_file(ctx, "Module.symvers", dt_sprintf("%s/Module.symvers", k));
	err = err ? err : add_file(ctx, "cert", in->cert);
	EVP_DigestFinal_ex(ctx, md, &n);
	EVP_MD_CTX_free(ctx);
	if (!err)
		to_hex(md, n, key);
	return err;
}

int dt_cache_digest_tree(const char *dir, char *hex)
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	unsigned char md[EVP_MAX_MD_SIZE];
	unsigned int n = 0;
	int err;

	if (!ctx)
		return -1;
	EVP_DigestInit_ex(ctx, EVP_sha256(), NULL);
	err = add_tree(ctx, dir, ".");
	EVP_DigestFinal_ex(ctx, md, &n);
	EVP_MD_CTX_free(ctx);
	if (!err)
		to_hex(md, n, hex);
	return err;
}

int dt_cache_digest_file(const char *path, char *hex)
{
	if (sha256_file(path, hex) == 0)
		return 0;
	fprintf(stderr, "dtap: cannot read %s: %s\n", path, strerror(errno));
	return -1;
}

const char *dt_cache_path(const char *key)
{
	return dt_sprintf("%s/%s.ko", dt_cache_dir("modules"), key);
}

/* Write LEN bytes of BUF to the new file DEST; -1 on any error. */
static int write_file(const char *dest, const unsigned char *buf, size_t len)
{
	int fd = open(dest, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644), err;

	if (fd < 0)
		return -1;
	err = dt_write_all(fd, buf, len);
	return close(fd) < 0 || err < 0 ? -1 : 0;
}

/*
 * A cached module is handed out only if the cache is the user's alone
 * (dt_cachedir.c), the module is signed by the user's own key CERT (what
 * was stored was signed with it; a planted or damaged file is not) and
 * names MODNAME and RELEASE.  Anything else is a miss, said with -v, or
 * on stderr when the file is not the user's: the module is rebuilt.
 */
bool dt_cache_fetch(const char *key, const char *modname, const char *release,
		    const char *cert, const char *dest, bool verbose)
{
	const char *path = dt_cache_path(key);
	struct dtap_modinfo mi;
	unsigned char *buf;
	size_t len;
	char err[512];
	bool ok;

	if (access(path, R_OK) != 0 || !dt_cache_trusted(path) ||
	    dtap_read_file(path, &buf, &len, err, sizeof(err)) < 0)
		return false;
	if (dtap_verify_buffer(buf, len, cert, err, sizeof(err)) != DTAP_SIG_OK) {
		fprintf(stderr, "dtap: ignoring cached %s: %s\n", path, err);
		free(buf);
		return false;
	}
	ok = dtap_module_info_buffer(buf, len, &mi, err, sizeof(err)) == 0 &&
	     !strcmp(mi.name, modname) && !strcmp(mi.release, release);
	if (!ok && verbose)
		fprintf(stderr, "dtap: ignoring cached %s: not %s for %s\n", path, modname,
			release);
	ok = ok && write_file(dest, buf, len) == 0;
	free(buf);
	if (ok && verbose)
		fprintf(stderr, "dtap: cache hit: %s\n", path);
	return ok;
}

int dt_cache_store(const char *key, const char *ko, bool verbose)
{
	const char *dir = dt_cache_dir("modules"), *path = dt_cache_path(key);
	char *tmp = dt_sprintf("%s/.%s.XXXXXX", dir, key);
	int fd;

	if (dt_mkdir_p(dir, 0700) < 0 || (fd = mkstemp(tmp)) < 0) {
		fprintf(stderr, "dtap: warning: cannot cache the module in %s: %s\n", dir,
			strerror(errno));
		return -1;
	}
	if (dt_copy_to_fd(ko, fd) < 0 || fchmod(fd, 0644) < 0) {
		close(fd);
		fd = -1;
	}
	if (fd < 0 || close(fd) < 0 || rename(tmp, path) < 0) {
		fprintf(stderr, "dtap: warning: cannot cache the module as %s: %s\n", path,
			strerror(errno));
		unlink(tmp);
		return -1;
	}
	if (verbose)
		fprintf(stderr, "dtap: cached the module as %s\n", path);
	return 0;
}
