/*
 * modpolicy.c - what the running kernel's policy will refuse, said before
 * dtaprun loads a module rather than after, as a bare errno:
 *   - signature enforcement: module.sig_enforce=1, CONFIG_MODULE_SIG_FORCE
 *     (both read from /sys/module/module/parameters/sig_enforce) or
 *     lockdown (any level enforces module signatures): the module's key
 *     must be one the kernel trusts;
 *   - lockdown=confidentiality also forbids kprobes, so probes of
 *     providers other than dtrace and profile cannot be enabled;
 *     lockdown=integrity allows them.
 * A key the kernel trusts appears in /proc/keys as an asymmetric key
 * named "COMMON NAME: KEY ID"; when the module's signer is there, nothing
 * needs saying.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../signing/dtap_sign.h"
#include "dtap_modload.h"

/* The first line of a small sysfs or securityfs file ("" if unreadable). */
static void read_line(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n = fd >= 0 ? read(fd, buf, len - 1) : -1;

	if (fd >= 0)
		close(fd);
	buf[n > 0 ? n : 0] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
}

bool dtap_sig_enforced(void)
{
	char buf[8];

	read_line("/sys/module/module/parameters/sig_enforce", buf, sizeof(buf));
	return buf[0] == 'Y';
}

enum dtap_lockdown dtap_lockdown(void)
{
	char buf[128];

	/* "none [integrity] confidentiality": the bracketed one is in force */
	read_line("/sys/kernel/security/lockdown", buf, sizeof(buf));
	if (strstr(buf, "[integrity]"))
		return DTAP_LOCKDOWN_INTEGRITY;
	if (strstr(buf, "[confidentiality]"))
		return DTAP_LOCKDOWN_CONFIDENTIALITY;
	return DTAP_LOCKDOWN_NONE;
}

/* Is a key named "CN: ..." among the kernel's keys we may see? */
static bool key_enrolled(const char *cn)
{
	FILE *f = fopen("/proc/keys", "re");
	char line[512], want[300];
	bool found = false;

	if (!f)
		return false;
	snprintf(want, sizeof(want), " %s: ", cn);
	while (!found && fgets(line, sizeof(line), f))
		found = strstr(line, "asymmetri") && strstr(line, want);
	fclose(f);
	return found;
}

static const char *const lockdown_names[] = { "none", "integrity",
					      "confidentiality" };

void dtap_mod_policy_notes(FILE *out, const char *ko,
			   const struct dtap_modinfo *mi,
			   const unsigned char *buf, size_t len)
{
	enum dtap_lockdown ld = dtap_lockdown();
	char cn[256], why[128];

	if (ld != DTAP_LOCKDOWN_NONE || dtap_sig_enforced()) {
		if (ld != DTAP_LOCKDOWN_NONE)
			snprintf(why, sizeof(why), "the kernel is locked down "
				 "(lockdown=%s)", lockdown_names[ld]);
		else
			snprintf(why, sizeof(why), "module.sig_enforce is on");
		if (dtap_module_signer(buf, len, cn, sizeof(cn)) < 0)
			fprintf(out, "dtaprun: %s: the kernel loads only signed "
				"modules, and %s is not signed (dtap signs what "
				"it builds)\n", why, ko);
		else if (!key_enrolled(cn))
			fprintf(out, "dtaprun: %s: the kernel loads only modules "
				"signed by a key it trusts, and the key that "
				"signed %s (\"%s\") is not among them.  Enroll "
				"its certificate (dtap's own: "
				"~/.dtap/keys/signing_key.x509) as a Machine "
				"Owner Key with `mokutil --import CERT` and "
				"reboot to confirm, or add it to the secondary "
				"keyring with `keyctl padd asymmetric \"\" "
				"%%:.secondary_trusted_keys < CERT` (only if a "
				"trusted key signed it)%s\n", why, ko, cn,
				ld == DTAP_LOCKDOWN_NONE ? "; or boot without "
				"module.sig_enforce=1" : "");
	}
	if (ld == DTAP_LOCKDOWN_CONFIDENTIALITY && mi->kprobe_prov[0])
		fprintf(out, "dtaprun: lockdown=confidentiality forbids kprobes: "
			"the %s probes of %s cannot be enabled (lockdown="
			"integrity allows them; the dtrace and profile "
			"providers work at either level)\n", mi->kprobe_prov, ko);
}
