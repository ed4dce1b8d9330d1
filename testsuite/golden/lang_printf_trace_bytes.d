#pragma D option quiet

struct pair {
	int a;
	int b;
};

struct pair p;
char word[8];
char full[4];
char empty[4];

/*
 * trace() of a struct or an array records its bytes, printed as dtrace's
 * dt_print_bytes prints them: printable bytes up to a NUL and only NULs
 * after it as a string ("%s" when quiet); printable bytes without a NUL
 * as "  %-33.*s" (even when quiet); anything else as tracemem's dump
 * (an all-zero array too: its first byte is a NUL).
 */
BEGIN
{
	word[0] = 'h';
	word[1] = 'i';
	full[0] = 'a';
	full[1] = 'b';
	full[2] = 'c';
	full[3] = 'd';
	p.a = 1;
	p.b = 0x41424344;
	printf("[");
	trace(word);
	printf("]\n[");
	trace(full);
	printf("]\n[");
	trace(empty);
	printf("]\n[");
	trace(p);
	printf("]\n");
	exit(0);
}
