#pragma D option quiet

int done;

/*
 * print() and tracemem() on kernel memory typed from DWARF, at the first
 * vfs_read of the workload's file (fileio reads it in 64-byte reads):
 * a scalar argument, a struct member (file_ra_state: only prev_pos is
 * non-zero, -1 from file_ra_state_init; ra_pages is 0 on the guest's
 * ramfs), a char array (its elements up to the NUL), what a pointer
 * points to (its first char), and the dentry's inline name dumped with a dynamic size (its length + the NUL).  The
 * .sh replaces kernel addresses (KASLR) by 0xADDR, and the name's hash
 * (salted by its parent's address) by N.  A member's type is named with
 * its qualifiers, as dtrace names it from CTF (libdtrace/dt_printf.c,
 * dt_print_visit(): ctf_type_name()): qstr's "const unsigned char *name".
 */
fbt::vfs_read:entry
/stringof(args[0]->f_path.dentry->d_name.name) == "fbt_wl.dat" && !done/
{
	done = 1;
	print(args[2]);
	print(args[0]->f_ra);
	print(args[0]->f_path.dentry->d_iname);
	print(*args[0]->f_path.dentry->d_name.name);
	print(args[0]->f_path.dentry->d_name.name);
	print(args[0]->f_path.dentry->d_name);
	tracemem(args[0]->f_path.dentry->d_iname, 32, args[0]->f_path.dentry->d_name.len + 1);
	exit(0);
}
