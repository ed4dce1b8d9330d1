#pragma D option quiet

/*
 * Generated (model/gen_lang.py): casts to unsigned long keep the low 64 bits,
 * read as unsigned.
 */
BEGIN
{
	trace((unsigned long)0);
	printf("\n");
	trace((unsigned long)1);
	printf("\n");
	trace((unsigned long)-1);
	printf("\n");
	trace((unsigned long)127);
	printf("\n");
	trace((unsigned long)128);
	printf("\n");
	trace((unsigned long)255);
	printf("\n");
	trace((unsigned long)256);
	printf("\n");
	trace((unsigned long)32767);
	printf("\n");
	trace((unsigned long)32768);
	printf("\n");
	trace((unsigned long)65535);
	printf("\n");
	trace((unsigned long)65536);
	printf("\n");
	trace((unsigned long)-32769);
	printf("\n");
	trace((unsigned long)2147483647);
	printf("\n");
	trace((unsigned long)2147483648);
	printf("\n");
	trace((unsigned long)4294967295);
	printf("\n");
	trace((unsigned long)4294967296);
	printf("\n");
	trace((unsigned long)0xffffffff7fffffff);
	printf("\n");
	trace((unsigned long)9223372036854775807);
	printf("\n");
	trace((unsigned long)0x8000000000000000);
	printf("\n");
	trace((unsigned long)0xffffffffffffffff);
	printf("\n");
	exit(0);
}
