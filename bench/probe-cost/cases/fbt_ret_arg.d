/* fbt return reading its return value (arg1) */
#pragma D option quiet
fbt::__x64_sys_getppid:return { @a = sum(arg1); }
