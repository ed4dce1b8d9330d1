#pragma D option quiet
#pragma D option rawbytes

struct pair {
	int a;
	int b;
};

struct pair p;
char word[8];
char full[4];
char empty[4];

/*
 * -x rawbytes: trace() of a struct or an array always prints tracemem's
 * dump, even when the bytes would read as a string (lang_printf_trace_bytes
 * without the option).
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
