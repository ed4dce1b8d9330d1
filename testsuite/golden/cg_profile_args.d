#pragma D option quiet

/*
 * tick-N and profile-N have arg0 (the kernel pc they interrupted, 0 in
 * user mode) and arg1 (the user pc, 0 in the kernel): exactly one of
 * them is set.  args[0] is arg0, typed uint64_t.
 */
BEGIN
{
	printf("BEGIN has no arguments: %d\n", arg0 + arg1 + arg9 == 0);
	done = 0;
}

tick-100
/!done/
{
	done = 1;
	printf("one pc: %d, args[0] == arg0: %d\n", (arg0 != 0) + (arg1 != 0) == 1,
	       args[0] == arg0);
}

tick-100
/done/
{
	exit(0);
}
