// SPDX-License-Identifier: GPL-2.0
/*
 * dtap_hello.c - the smallest module, for the signing and loader tests:
 * it only says when it is loaded and unloaded.
 */
#include <linux/init.h>
#include <linux/module.h>

/*
 * Enough of a dtap module for dtaprun: metadata (run-vm-tests.sh makes
 * variants from it: "guru 0" becomes "guru 1", and "dtrace - - BEGIN"
 * becomes "fbt - read entry", a probe that needs kprobes), and the
 * parameters naming the owner of the transport files.
 */
static const char dtap_meta[] __used __section(".dtap_meta") =
	"dtap-meta 1\nmodule dtap_hello\nguru 0\n"
	"probe 4 dtrace - - BEGIN\n";
static int dtap_uid = -1, dtap_gid = -1;
module_param(dtap_uid, int, 0400);
module_param(dtap_gid, int, 0400);

static int __init dtap_hello_init(void)
{
	pr_info("dtap_hello: loaded\n");
	return 0;
}

static void __exit dtap_hello_exit(void)
{
	pr_info("dtap_hello: unloaded\n");
}

module_init(dtap_hello_init);
module_exit(dtap_hello_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("dtap signing test module");
