#pragma D option quiet

/*
 * Generated (model/gen_lang.py): casts to unsigned char keep the low 8 bits,
 * read as unsigned.
 */
BEGIN
{
	trace((unsigned char)0);
	printf("\n");
	trace((unsigned char)1);
	printf("\n");
	trace((unsigned char)-1);
	printf("\n");
	trace((unsigned char)127);
	printf("\n");
	trace((unsigned char)128);
	printf("\n");
	trace((unsigned char)255);
	printf("\n");
	trace((unsigned char)256);
	printf("\n");
	trace((unsigned char)32767);
	printf("\n");
	trace((unsigned char)32768);
	printf("\n");
	trace((unsigned char)65535);
	printf("\n");
	trace((unsigned char)65536);
	printf("\n");
	trace((unsigned char)-32769);
	printf("\n");
	trace((unsigned char)2147483647);
	printf("\n");
	trace((unsigned char)2147483648);
	printf("\n");
	trace((unsigned char)4294967295);
	printf("\n");
	trace((unsigned char)4294967296);
	printf("\n");
	trace((unsigned char)0xffffffff7fffffff);
	printf("\n");
	trace((unsigned char)9223372036854775807);
	printf("\n");
	trace((unsigned char)0x8000000000000000);
	printf("\n");
	trace((unsigned char)0xffffffffffffffff);
	printf("\n");
	exit(0);
}
