/* fbt return, no args used: no entry handler */
#pragma D option quiet
fbt::__x64_sys_getppid:return { @a = count(); }
