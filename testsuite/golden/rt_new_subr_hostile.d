#pragma D option quiet

/*
 * Hostile arguments to this session's subroutines: a computed uregs[]
 * index out of range is an illegal operation; memstr() of a negative or
 * huge length reads nothing or strsize bytes at most; json() of an
 * unterminated string, a lone bracket and a 300-deep text returns the
 * empty string; getf() of the largest descriptors is NULL.  Every clause
 * ends, nothing is read out of bounds.
 */
int i;

BEGIN
{
	i = -1;
	printf("memstr len -1 [%s]\n", memstr((void *)&`init_task.comm, ' ', i));
	printf("memstr len 2^40 %d\n", strlen(memstr((void *)&`init_task.comm, ' ', 1LL << 40)) > 0);
	printf("json [%s] [%s] [%s] [%s]\n", json("{\"a\": \"open", "a"), json("[", "[0]"),
	    json("}", "a"), json("[1, 2", ""));
	printf("getf %d %d\n", getf(0x7fffffff) == NULL, getf(-2147483648) == NULL);
}

BEGIN
{
	this->deep = "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[";
	printf("json deep [%s]\n", json(this->deep, "a"));
}

syscall::getppid:entry
/execname == "ustackwl"/
{
	printf("uregs[-1]: %d\n", uregs[i]);
}

syscall::clock_nanosleep:entry
/execname == "ustackwl"/
{
	exit(0);
}
