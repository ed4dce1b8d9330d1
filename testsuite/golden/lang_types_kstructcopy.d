#pragma D option quiet

/*
 * A kernel struct assigned by value (read with the checked copy) to a
 * self-> variable, a this-> variable, a global and an associative array
 * element, each defined by that first assignment with the struct's type;
 * the dynamic ones then freed by assigning 0.
 */
BEGIN
{
	self->t = *curthread;
	this->c = *curthread->cred;
	creds[pid] = *curthread->cred;
	printf("%d %d %d\n", self->t.pid == tid, self->t.tgid == pid, this->c.uid.val == uid);
	printf("%d %s %d\n", creds[pid].euid.val == this->c.euid.val,
	       self->t.comm == execname ? "same" : "differs",
	       sizeof(self->t) == sizeof(struct task_struct));
	self->k = *(kuid_t *)&curthread->cred->uid;
	g = *curthread->cred;
	printf("%d %d\n", self->k.val == uid, g.gid.val == gid);
	self->t = 0;
	creds[pid] = 0;
	printf("%d %d\n", self->t.pid, creds[pid].euid.val);
	exit(0);
}
