/* fbt_count in the compact form of thousands of probes (issue 20, section
 * 6): with 109 ia32 compat syscalls that never fire, over the threshold,
 * the getppid hit goes through one ftrace_ops and a binary search. */
#pragma D option quiet
fbt::__x64_sys_getppid:entry, fbt::__ia32_compat_sys_*:entry { @a = count(); }
