#pragma D option quiet

/*
 * Generated (model/gen_lang.py): casts to unsigned int keep the low 32 bits,
 * read as unsigned.
 */
BEGIN
{
	trace((unsigned int)0);
	printf("\n");
	trace((unsigned int)1);
	printf("\n");
	trace((unsigned int)-1);
	printf("\n");
	trace((unsigned int)127);
	printf("\n");
	trace((unsigned int)128);
	printf("\n");
	trace((unsigned int)255);
	printf("\n");
	trace((unsigned int)256);
	printf("\n");
	trace((unsigned int)32767);
	printf("\n");
	trace((unsigned int)32768);
	printf("\n");
	trace((unsigned int)65535);
	printf("\n");
	trace((unsigned int)65536);
	printf("\n");
	trace((unsigned int)-32769);
	printf("\n");
	trace((unsigned int)2147483647);
	printf("\n");
	trace((unsigned int)2147483648);
	printf("\n");
	trace((unsigned int)4294967295);
	printf("\n");
	trace((unsigned int)4294967296);
	printf("\n");
	trace((unsigned int)0xffffffff7fffffff);
	printf("\n");
	trace((unsigned int)9223372036854775807);
	printf("\n");
	trace((unsigned int)0x8000000000000000);
	printf("\n");
	trace((unsigned int)0xffffffffffffffff);
	printf("\n");
	exit(0);
}
