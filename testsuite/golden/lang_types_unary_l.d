#pragma D option quiet

/*
 * Generated (model/gen_lang.py): unary - ~ ! + on a long, computed
 * in its promoted type (long); ! gives an int.
 */
long v;

BEGIN
{
	v = 0xece85da1bc1e79ad;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 5560613348521055396;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 8101096231183648449;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 3548078588930270830;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 0x8991824d90c592b6;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 0x8000000000000000;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 0;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	exit(0);
}
