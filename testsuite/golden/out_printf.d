#pragma D option quiet

/*
 * printf conversions as dtrace prints them: the conversion decides the
 * signedness, the argument's type the size (an int -1 is ffffffff in %x,
 * a long -1 ffffffffffffffff), flags, width and precision as in C, '*'
 * taking them from the arguments, %p printing like %x.
 */
BEGIN
{
	i = -1;
	l = -1L;
	n = 42;
	printf("[%d] [%i] [%u] [%x] [%X] [%o]\n", i, i, i, i, i, i);
	printf("[%d] [%i] [%u] [%x] [%X] [%o]\n", l, l, l, l, l, l);
	printf("[%d] [%u] [%x]\n", -1, -1, -1);
	printf("[%5d] [%-5d] [%+d] [% d] [%05d] [%+05d] [%-+5d]\n", n, n, n, n, n, n, n);
	printf("[%+d] [% d] [%05d] [%-5d] [%5u]\n", -n, -n, -n, -n, -n);
	printf("[%#x] [%#X] [%#o] [%#6x] [%-#8o] [%08x] [%#x]\n", n, n, n, n, n, n, 0);
	printf("[%.5d] [%8.3d] [%-8.3d] [%.0d] [%.0d] [%08.3d]\n", n, n, n, n, 0, n);
	printf("[%*d] [%-*d] [%.*d] [%*.*d] [%*d]\n", 6, n, 6, n, 4, n, 7, 4, n, -6, n);
	printf("[%c] [%3c] [%-3c] [%c]\n", 65, 66, 67, 0x161);
	printf("[%p] [%#p] [%p]\n", 4096L, 255L, l);
	printf("[%d] [%d] [%d] [%u]\n", 2147483647, -2147483648, 4294967296, 4294967295);
	printf("[%x] [%X] [%o] [%d]\n", 4294967295, 0xffffffffffffffff, 0x8000000000000000, 0x8000000000000000);
	printf("100%% [%d%%] %%d\n", n);
	printf("%d%d%d", 1, 2, 3);
	printf("|%d|\n", 4);
}

BEGIN
{
	s = "hello";
	printf("[%s] [%10s] [%-10s] [%.3s] [%10.2s] [%-*s] [%.*s] [%s]\n",
	    s, s, s, s, s, 8, s, 2, s, "");
	printf("tab\there back\\slash \"quoted\" \101\102\103 \x41 \a\b|\n");
	printf("%s|\n", "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345");
	exit(0);
}
