#pragma D option quiet

/*
 * getf(fd) (illumos's D; Linux's struct file): the file of the current
 * process's descriptor, NULL for a negative one or one past its table;
 * at the first read of fileio's data file.
 */
int done;

syscall::read:entry
/execname == "fileio" && !done && getf(arg0) != NULL &&
 stringof(getf(arg0)->f_path.dentry->d_name.name) == "getf_wl.dat"/
{
	done = 1;
	printf("fd %d: %s, pos %d, stdin is %s\n", arg0,
	    stringof(getf(arg0)->f_path.dentry->d_name.name), getf(arg0)->f_pos,
	    getf(0) != NULL ? "open" : "closed");
	printf("getf(-1) %d getf(1 << 30) %d\n", getf(-1) == NULL, getf(1 << 30) == NULL);
}
