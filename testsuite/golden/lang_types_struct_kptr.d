#pragma D option quiet

/*
 * A script's struct laid over kernel memory: pointers cast to script
 * struct types, read through -> with checked loads; offsetof on a kernel
 * type (pid and tgid are adjacent pid_t members of task_struct) and on a
 * script type; typedef of a script struct pointer.
 */
struct comm16 {
	char c[16];
};
struct pidpair {
	int pid;
	int tgid;
};
typedef struct pidpair *pidpair_p;

BEGIN
{
	this->c = (struct comm16 *)&`init_task.comm;
	this->p = (pidpair_p)&`init_task.pid;
	printf("%s %d %d\n", stringof(this->c->c), this->p->pid, (*this->p).tgid);
	printf("%d %d\n", offsetof(struct task_struct, tgid) - offsetof(struct task_struct, pid),
	    offsetof(struct pidpair, tgid));
	printf("%d\n", sizeof (*this->c));
	exit(0);
}
