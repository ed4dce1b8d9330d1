#pragma D option quiet
#pragma D option dynvarsize=64k

/*
 * Whole task_structs in dynamic variables: a few fit in 64k, the rest are
 * dropped and reported; copies from bad addresses fault and leave no
 * variable (a faulting clause's output is discarded); an associative
 * array of them filled from a timer runs out of space.
 */
self struct task_struct t;
struct task_struct a[int];
int i;

BEGIN
{
	self->t = *curthread;
	printf("pid %d\n", self->t.pid == pid);
	self->t = *(struct task_struct *)0;
	printf("not reached 1\n");
}

BEGIN
{
	printf("freed %d\n", self->t.pid);
	self->t = *(struct task_struct *)(`init_task.stack);
	self->t = 0;
	self->t = *(struct task_struct *)0xffffffffffffff00;
	printf("not reached 2\n");
}

BEGIN
{
	self->t = *curthread;
	printf("kept %d\n", self->t.pid == pid);
	self->t = 0;
	printf("freed %d\n", self->t.pid);
}

tick-1ms
/i < 40/
{
	a[i++] = *curthread;
}

tick-1ms
/i == 40/
{
	i++;
	printf("a[0] %d a[39] %d\n", a[0].comm[0] != 0, a[39].comm[0] != 0);
	exit(0);
}
