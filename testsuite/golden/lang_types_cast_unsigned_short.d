#pragma D option quiet

/*
 * Generated (model/gen_lang.py): casts to unsigned short keep the low 16 bits,
 * read as unsigned.
 */
BEGIN
{
	trace((unsigned short)0);
	printf("\n");
	trace((unsigned short)1);
	printf("\n");
	trace((unsigned short)-1);
	printf("\n");
	trace((unsigned short)127);
	printf("\n");
	trace((unsigned short)128);
	printf("\n");
	trace((unsigned short)255);
	printf("\n");
	trace((unsigned short)256);
	printf("\n");
	trace((unsigned short)32767);
	printf("\n");
	trace((unsigned short)32768);
	printf("\n");
	trace((unsigned short)65535);
	printf("\n");
	trace((unsigned short)65536);
	printf("\n");
	trace((unsigned short)-32769);
	printf("\n");
	trace((unsigned short)2147483647);
	printf("\n");
	trace((unsigned short)2147483648);
	printf("\n");
	trace((unsigned short)4294967295);
	printf("\n");
	trace((unsigned short)4294967296);
	printf("\n");
	trace((unsigned short)0xffffffff7fffffff);
	printf("\n");
	trace((unsigned short)9223372036854775807);
	printf("\n");
	trace((unsigned short)0x8000000000000000);
	printf("\n");
	trace((unsigned short)0xffffffffffffffff);
	printf("\n");
	exit(0);
}
