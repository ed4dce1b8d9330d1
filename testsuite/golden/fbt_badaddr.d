#pragma D option quiet

int done;

/*
 * Loads through bad pointers from an fbt probe: NULL, a non-canonical
 * (wild) address, a user address and an unmapped kernel address (the
 * x86-64 guard hole) each abort their clause with dtrace's "invalid
 * address" error, and nothing else happens: no oops, no WARNING (the
 * golden runner checks the guest's kernel log), later clauses still run.
 */
fbt::vfs_read:entry
/stringof(args[0]->f_path.dentry->d_name.name) == "fbt_wl.dat" && !done/
{
	done = 1;
	trace(*(int *)0);
	printf("not reached\n");
}

fbt::vfs_read:entry
/done == 1/
{
	done = 2;
	trace(*(long *)0xdead000000000000);
}

fbt::vfs_read:entry
/done == 2/
{
	done = 3;
	printf("%d\n", *(int *)0x400000);
}

fbt::vfs_read:entry
/done == 3/
{
	done = 4;
	printf("%s\n", stringof((char *)0xffff800000001000));
}

fbt::vfs_read:entry
/done == 4/
{
	done = 5;
	printf("later clauses run\n");
}
