#pragma D option quiet

/*
 * Generated (model/gen_lang.py): unary - ~ ! + on a unsigned long, computed
 * in its promoted type (unsigned long); ! gives an int.
 */
unsigned long v;

BEGIN
{
	v = 0xc4a568e515f40840;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 728205759826588679;
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
	v = 6417543054881994115;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 1;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 1;
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
