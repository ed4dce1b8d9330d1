#pragma D option quiet

/*
 * openat's pathname pointer (arg1, a user address) loaded as kernel
 * memory, cast to a struct pointer and a string, and a copyinstr far past
 * it (unmapped user memory): each aborts its clause with "invalid
 * address"; copyinstr(arg1) itself works.  sysload files 10; the address
 * varies with the binary, so sys_badaddr_arg1.sh names it ARG1.
 */
int step;

syscall::openat:entry
/execname == "sysload" && (arg2 & 0400000) && step == 0/
{
	step = 1;
	printf("arg1 %x %s\n", arg1, copyinstr(arg1, 5));
}

syscall::openat:entry
/execname == "sysload" && (arg2 & 0400000) && step == 1/
{
	step = 2;
	trace(*(char *)arg1);
	printf("not reached\n");
}

syscall::openat:entry
/execname == "sysload" && (arg2 & 0400000) && step == 2/
{
	step = 3;
	printf("%p\n", ((struct list_head *)arg1)->prev);
}

syscall::openat:entry
/execname == "sysload" && (arg2 & 0400000) && step == 3/
{
	step = 4;
	printf("%s\n", stringof((char *)arg1));
}

syscall::openat:entry
/execname == "sysload" && (arg2 & 0400000) && step == 4/
{
	step = 5;
	printf("%s\n", copyinstr(arg1 + 0x100000000000));
}

syscall::openat:entry
/execname == "sysload" && (arg2 & 0400000) && step == 5/
{
	step = 6;
	printf("path %s\n", copyinstr(arg1));
	exit(0);
}
