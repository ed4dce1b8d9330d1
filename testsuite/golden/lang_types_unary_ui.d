#pragma D option quiet

/*
 * Generated (model/gen_lang.py): unary - ~ ! + on a unsigned int, computed
 * in its promoted type (unsigned int); ! gives an int.
 */
unsigned int v;

BEGIN
{
	v = 4294967295;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 2;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 1022534994;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 3813096402;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 1831418973;
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
