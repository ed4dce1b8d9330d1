/* fbt_ret in the compact form (fbt_wide.d): an fprobe's exit handler on
 * 6.12, a kretprobe (as fbt_ret) on 6.1. */
#pragma D option quiet
fbt::__x64_sys_getppid:return, fbt::__ia32_compat_sys_*:return { @a = count(); }
