/*
 * modload.c - finit_module()/delete_module() for dtaprun.
 *
 * The kernel answers a failed load with a bare errno whose meaning
 * depends on the call: EBADMSG is a malformed signature, ENOEXEC a module
 * for another kernel, EKEYREJECTED under sig_enforce a key that is not
 * enrolled.  The messages below say that, and point at dmesg where the
 * kernel logs the details.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "dtap_modload.h"

static const char *load_reason(int e, const char *name)
{
	static char buf[512];

	switch (e) {
	case EEXIST:
		snprintf(buf, sizeof(buf), "a module named %s is already "
			 "loaded (remove it with rmmod %s, or compile with "
			 "another --module name)", name, name);
		return buf;
	case ENOEXEC:
	case EINVAL:
		return "not a module for this kernel (wrong kernel version, "
		       "architecture or format; dmesg says which)";
	case EBADMSG:
		return "the kernel rejected the module signature as malformed "
		       "(EBADMSG)";
	case EKEYREJECTED:
	case ENOKEY:
		if (dtap_sig_enforced() || dtap_lockdown() != DTAP_LOCKDOWN_NONE)
			return "the kernel requires modules signed by an "
			       "enrolled key (module.sig_enforce or lockdown), "
			       "and this module's key is not enrolled: "
			       "enroll the signing certificate (e.g. "
			       "mokutil --import ~/.dtap/keys/signing_key.x509)";
		return "the kernel rejected the module signature (it does not "
		       "verify with the key it names; see dmesg)";
	case EKEYREVOKED:
	case EKEYEXPIRED:
		return "the module's signing key is revoked or blacklisted by "
		       "the kernel";
	case ENOPKG:
		return "the kernel lacks the crypto needed to check the module "
		       "signature";
	case EPERM:
		return "operation not permitted: loading modules needs root "
		       "(CAP_SYS_MODULE), and the kernel may forbid it "
		       "(kernel.modules_disabled=1 or lockdown)";
	case EACCES:
		return "the kernel's security policy refused the module file "
		       "(LSM, LoadPin or IMA)";
	case ENOENT:
		return "the module needs a symbol this kernel does not export "
		       "(see dmesg)";
	case ENOSYS:
		return "this kernel cannot load modules (CONFIG_MODULES off)";
	case ESRCH:	/* runtime/probe_fbt.c */
		return "a function it probes is not in the running kernel (is "
		       "the probe's module loaded? dmesg names the function)";
	case EBUSY:
		snprintf(buf, sizeof(buf), "a module named %s is being loaded "
			 "or removed right now", name);
		return buf;
	default:
		return strerror(e);
	}
}

int dtap_mod_load(int fd, const char *params, const char *name, char *err,
		  size_t errlen)
{
	if (syscall(SYS_finit_module, fd, params, 0) == 0)
		return 0;
	snprintf(err, errlen, "cannot load module %s: %s", name,
		 load_reason(errno, name));
	return -1;
}

static void sleep_ms(int ms)
{
	struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
		;
}

int dtap_mod_unload(const char *name, int timeout_ms, char *err,
		    size_t errlen)
{
	int waited = 0, step = 10;

	for (;;) {
		if (syscall(SYS_delete_module, name, O_NONBLOCK) == 0 ||
		    errno == ENOENT)
			return 0;
		/* In use: dtapio's files may still be closing.  Back off. */
		if ((errno != EAGAIN && errno != EBUSY) || waited >= timeout_ms)
			break;
		sleep_ms(step);
		waited += step;
		if (step < 200)
			step *= 2;
	}
	snprintf(err, errlen, "cannot unload module %s: %s; it is still "
		 "loaded (remove it with rmmod %s)", name,
		 errno == EAGAIN || errno == EBUSY ? "it is still in use" :
		 strerror(errno), name);
	return -1;
}

int dtap_mod_memfd(const unsigned char *buf, size_t len, char *err,
		   size_t errlen)
{
	int fd = memfd_create("dtap-module", MFD_CLOEXEC | MFD_ALLOW_SEALING);
	size_t done = 0;
	ssize_t n;

	if (fd < 0)
		goto fail;
	while (done < len) {
		n = write(fd, buf + done, len - done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			goto fail;
		done += (size_t)n;
	}
	if (fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE | F_SEAL_GROW |
		  F_SEAL_SHRINK | F_SEAL_SEAL) < 0)
		goto fail;
	return fd;
fail:
	snprintf(err, errlen, "cannot copy the verified module to memory: "
		 "%s", strerror(errno));
	if (fd >= 0)
		close(fd);
	return -1;
}
