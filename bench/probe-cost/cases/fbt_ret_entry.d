/* fbt return reading the argument the function was called with (arg2,
 * a dtap extension): the kretprobe keeps the entry's register arguments
 * in its instance */
#pragma D option quiet
fbt::__x64_sys_getppid:return { @a = sum(arg2); }
