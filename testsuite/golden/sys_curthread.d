#pragma D option quiet

/*
 * sysload getppid 500 (sys_curthread.run): curthread is the calling
 * task, typed struct task_struct * from the kernel's DWARF, and its
 * members agree with the built-ins derived from it.
 */
syscall::getppid:entry
/execname == "sysload"/
{
	@c["tgid == pid", curthread->tgid == pid] = count();
	@c["pid == tid", curthread->pid == tid] = count();
	@c["comm == execname", stringof(curthread->comm) == execname] = count();
	@c["parent == ppid", curthread->real_parent->tgid == ppid] = count();
	@c["self == current", curthread == curthread->group_leader] = count();
}

END
{
	printf("%s\n", probeprov);
	printa(@c);
}
