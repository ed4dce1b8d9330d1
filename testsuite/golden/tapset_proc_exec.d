#pragma D option quiet

/*
 * proc:::exec's args[0], the path given to execve or execveat, and
 * exec-success and exec-failure after it (sysload execveat 2: two
 * children execveat "/root/w/sysload nop", then one execveat of a missing
 * file fails with ENOENT).  dtapio's child execs the command itself
 * (dtap(1), -c): that exec is left out, as the sh it exec'd was (with a
 * path in a page of dtapio the child had not touched since the fork: not
 * mapped, so args[0], a copyinstr in probe context, which cannot fault
 * pages in, failed there).
 */
proc:::exec
/progenyof($target) && execname != "dtapio"/
{
	@exec[execname, args[0]] = count();
	self->path = args[0];
}

proc:::exec-success
/self->path != ""/
{
	@ok[self->path, curpsinfo->pr_psargs] = count();
	self->path = 0;
}

proc:::exec-failure
/self->path != ""/
{
	@fail[self->path, args[0] == ENOENT ? "ENOENT" : "other"] = count();
	self->path = 0;
}

syscall::execve:entry, syscall::execveat:entry
/progenyof($target) && execname != "dtapio"/
{
	@call[probefunc] = count();
}

END
{
	printa("exec by %s of %s: %@d\n", @exec);
	printa("exec-success of %s as \"%s\": %@d\n", @ok);
	printa("exec-failure of %s: %s: %@d\n", @fail);
	printa("through %s: %@d\n", @call);
}
