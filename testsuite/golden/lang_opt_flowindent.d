#pragma D option flowindent

int done;

/*
 * flowindent (dtrace -F): the header "CPU FUNCTION", then the calls as a
 * tree: entries " -> " and returns " <- " (syscalls " => " and " <= "),
 * indented by 2 per level; other probes "| func:name".  One read(2) of
 * sysload's, the function names only (the records are empty).  The
 * read:entry clause records nothing (an assignment only), so it prints
 * no line and does not indent, as in dtrace; read:return is " <= " at
 * indent 0 (an indent never goes below 0).
 */
BEGIN
{
}

syscall::read:entry
/execname == "sysload" && !done/
{
	self->in = 1;
}

fbt::vfs_read:entry,
fbt::rw_verify_area:entry,
fbt::rw_verify_area:return,
fbt::vfs_read:return
/self->in/
{
}

/*
 * A second clause of a probe: dtrace's heuristic does not indent an entry
 * right after another clause of the same probe, nor unindent a return
 * followed by another clause of the same probe: those print "| func:name"
 * at the current indent; only the last return clause unindents.
 */
fbt::rw_verify_area:entry,
fbt::rw_verify_area:return
/self->in/
{
}

syscall::read:return
/self->in/
{
	self->in = 0;
	done = 1;
	exit(0);
}
