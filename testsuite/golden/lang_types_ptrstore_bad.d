#pragma D option quiet

/*
 * A store through a pointer anywhere but the clause's scratch memory or
 * a variable's storage is "invalid address" at run time and writes
 * nothing: past what alloca() gave (clause 1), into the kernel (clause
 * 2: the task's pid is unchanged, clause 4), NULL (clause 3).  Each
 * faulting clause stops there; its output is discarded.  The .sh masks
 * the two addresses that differ per boot (scratch, the task).
 */
BEGIN
{
	this->p = (int *)alloca(8);
	this->p[1] = 1;
	this->p[2] = 2;
	printf("not reached 1\n");
}

BEGIN
{
	this->t = &curthread->pid;
	*this->t = 0;
	printf("not reached 2\n");
}

BEGIN
{
	*(int *)0 = 1;
	printf("not reached 3\n");
}

BEGIN
{
	*(long *)0xffffffff81000000 = 1;
	printf("not reached 4\n");
}

BEGIN
{
	printf("pid unchanged: %d\n", curthread->pid == tid && tid != 0);
	exit(0);
}
