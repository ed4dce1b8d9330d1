#pragma D option quiet

/*
 * Stores that would write kernel memory: through a kernel struct pointer
 * (a task's comm, a typedef'd pointer cast), a bit-field of a kernel
 * struct, a huge index from a global array, through a user address.
 * None writes; each is "invalid address".
 */
int arr[4];

BEGIN
{
	curthread->comm[0] = 'X';
	printf("not reached 1\n");
}

BEGIN
{
	((spinlock_t *)&curthread->alloc_lock)->rlock.raw_lock.val.counter = 1;
	printf("not reached 2\n");
}

BEGIN
{
	this->x = 0x40000000000;
	arr[this->x] = 4;
	printf("not reached 3\n");
}

BEGIN
{
	*(int *)0x400000 = 5;
	printf("not reached 4\n");
}

BEGIN
{
	curthread->in_execve = 1;
	printf("not reached 5\n");
}

BEGIN
{
	printf("comm %s\n", curthread->comm[0] == 'X' ? "changed" : "same");
	exit(0);
}
