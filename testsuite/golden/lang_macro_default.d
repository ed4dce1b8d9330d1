#pragma D option quiet
#pragma D option defaultargs

/* -x defaultargs: arguments not given are 0 and "". */
BEGIN
{
	printf("%d [%s] %d [%s]\n", $1, $$1, $2 + 5, $$2);
	exit(0);
}
