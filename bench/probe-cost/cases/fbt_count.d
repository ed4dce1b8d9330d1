/* fbt::__x64_sys_getppid:entry counted (issue 9's fbt count case). */
#pragma D option quiet
fbt::__x64_sys_getppid:entry { @a = count(); }
