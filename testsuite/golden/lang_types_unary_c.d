#pragma D option quiet

/*
 * Generated (model/gen_lang.py): unary - ~ ! + on a char, computed
 * in its promoted type (int); ! gives an int.
 */
char v;

BEGIN
{
	v = 7;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 127;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = -16;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = -107;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 127;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = -128;
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
