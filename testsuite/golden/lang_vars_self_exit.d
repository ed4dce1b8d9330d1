#pragma D option quiet
#pragma D option dynvarsize=1k

int n;

/*
 * A thread's self-> variables are freed when it exits: 40 children of
 * sysload (fork, exec, exit) each set self->x in a space of 16 entries
 * (lang_assoc_drops); with the exits freeing them nothing is dropped.
 * The parent's own exec sets one that lives until the end.
 */
syscall::execve:return
/execname == "sysload"/
{
	self->x = 1;
	n++;
}

END
{
	printf("%d execs\n", n);
}
