int done;

/*
 * print() not quiet: the address after the probe columns, the value from
 * the next line at column 44 (where the data starts), one space deeper
 * per level; zero members left out (an unlocked mutex of a file only
 * this process uses: its owner and its locks are 0, its wait list points
 * at itself).  Each clause is its own record, which ends with a newline
 * of its own after print()'s last line (dtrace's chewrec()).  The .sh replaces kernel
 * addresses (KASLR) by 0xADDR.
 */
fbt::vfs_read:entry
/stringof(args[0]->f_path.dentry->d_name.name) == "fbt_wl.dat" && !done/
{
	print(args[0]->f_pos_lock);
}

fbt::vfs_read:entry
/stringof(args[0]->f_path.dentry->d_name.name) == "fbt_wl.dat" && !done/
{
	done = 1;
	print(args[0]->f_count);
	exit(0);
}
