/*
 * test_attr.c - stability attributes (dt_attr.c): dtrace_str2attr's
 * reading of "Name/Data/Class" (any case, parts left out Standard /
 * Standard / Common, nothing else accepted), the least of two, and a
 * probe's attributes from its provider's five as dtrace -lv shows them.
 */
#include "dt_fe_test.h"

static const char *parsed(const char *s)
{
	struct dt_attr a;

	return dt_attr_parse(s, &a) ? dt_attr_str(a) : "invalid";
}

static void parsing(void)
{
	check_str("attr full", parsed("Evolving/Evolving/ISA"), "Evolving/Evolving/ISA");
	check_str("attr case", parsed("stable/PRIVATE/common"), "Stable/Private/Common");
	check_str("attr one part", parsed("Unstable"), "Unstable/Standard/Common");
	check_str("attr two parts", parsed("Private/Obsolete"), "Private/Obsolete/Common");
	check_str("attr empty", parsed(""), "Standard/Standard/Common");
	check_str("attr extremes", parsed("Internal/Standard/Unknown"),
		  "Internal/Standard/Unknown");
	check_str("attr four parts", parsed("Stable/Stable/Common/Common"), "invalid");
	check_str("attr class as level", parsed("ISA/Stable/Common"), "invalid");
	check_str("attr level as class", parsed("Stable/Stable/Stable"), "invalid");
	check_str("attr trailing slash", parsed("Stable/"), "invalid");
	check_str("attr empty part", parsed("Stable//Common"), "invalid");
	check_str("attr prefix", parsed("Stab/Stable/Common"), "invalid");
}

static void least(void)
{
	struct dt_attr a, b;

	dt_attr_parse("Stable/Private/Common", &a);
	dt_attr_parse("Evolving/Evolving/ISA", &b);
	check_str("attr min", dt_attr_str(dt_attr_min(a, b)), "Evolving/Private/ISA");
	check_str("attr min self", dt_attr_str(dt_attr_min(a, a)), "Stable/Private/Common");
}

/* dtrace's syscall provider: a probe naming its function is Private. */
static void probe(void)
{
	struct dt_attr desc, args;

	dt_attr_probe(&dt_provider_syscall, "vmlinux", "read", "entry", &desc, &args);
	check_str("syscall probe", dt_attr_str(desc), "Private/Private/Unknown");
	check_str("syscall args", dt_attr_str(args), "Private/Private/ISA");
	dt_attr_probe(&dt_provider_profile, "", "", "tick-1s", &desc, &args);
	check_str("profile probe", dt_attr_str(desc), "Evolving/Evolving/Common");
	dt_attr_probe(&dt_provider_dtrace, "", "", "BEGIN", &desc, &args);
	check_str("dtrace probe", dt_attr_str(desc), "Stable/Stable/Common");
}

/* A tapset's "provider" pragma changes what the provider's probes get;
 * a malformed one is diagnosed at the pragma. */
static void pragmas(void)
{
	struct dt_pragma ok = { { "t.d", 3, 1 }, "attributes Stable/Stable/Common provider "
				"syscall function", NULL };
	struct dt_pragma bad = { { "t.d", 4, 1 }, "attributes Stable/Stable/Common provider "
				 "syscall", NULL };
	struct dt_attr desc, args;
	char *err;

	capture_begin();
	dt_attr_pragma(NULL, &ok);
	dt_attr_pragma(NULL, &bad);
	err = capture_end();
	check_int("pragma errors", dt_nerrors(), 1);
	check_str("pragma malformed", err, "dtap: t.d:4:1: malformed #pragma attributes "
		  "<attributes> provider <name> <part>\n");
	dt_attr_probe(&dt_provider_syscall, "", "read", "entry", &desc, &args);
	check_str("pragma provider function", dt_attr_str(desc), "Evolving/Evolving/Common");
	dt_attr_reset();
	dt_attr_probe(&dt_provider_syscall, "", "read", "entry", &desc, &args);
	check_str("pragma reset", dt_attr_str(desc), "Private/Private/ISA");
}

int main(void)
{
	parsing();
	least();
	probe();
	pragmas();
	return test_exit();
}
