#1ragma e.
 *//=EGIN
{
	@ll = llquantize( 1,610, 2, 5, 10);	ex}
