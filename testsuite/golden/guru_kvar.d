#pragma D option quiet

/*
 * Guru mode (-g): embedded C changes a kernel variable and reads it back.
 * panic_timeout is the kernel's /proc/sys/kernel/panic (the test guest
 * boots with panic=-1); the old value is kept in file-scope C and put back.
 */
%{
static int saved_panic_timeout;
%}

BEGIN
{
	old = %{ saved_panic_timeout = panic_timeout %};
	%{ panic_timeout = 42 %};
	printf("panic_timeout %d -> %d\n", old, %{ panic_timeout %});
	%{ panic_timeout = saved_panic_timeout %};
	printf("restored %d\n", %{ panic_timeout %});
	exit(0);
}
