#pragma D option quiet

/*
 * Generated (model/gen_lang.py): unary - ~ ! + on a int, computed
 * in its promoted type (int); ! gives an int.
 */
int v;

BEGIN
{
	v = 1932002525;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = -1514453451;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = -2071357324;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 467545921;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 424548382;
	trace(-v);
	printf(" ");
	trace(~v);
	printf(" ");
	trace(!v);
	printf(" ");
	trace(+v);
	printf("\n");
	v = 1091309016;
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
