// SPDX-License-Identifier: GPL-2.0
/*
 * dtap_hello.c - the smallest module, for the signing and loader tests:
 * it only says when it is loaded and unloaded.
 */
#include <linux/init.h>
#include <linux/module.h>

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
