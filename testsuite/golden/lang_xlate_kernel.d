#pragma D option quiet

/*
 * Translators from kernel types (DWARF): a struct task_struct * (init_task,
 * at BEGIN) and fbt's typed args[0], a struct file *, in a predicate and
 * in printf.  The workload reads its 100-byte file in 64-byte reads, so
 * the file position at each vfs_read entry is 0, 64, then 100.
 */
typedef struct myps {
	int pr_pid;
	char pr_fname[16];
} myps_t;

translator myps_t < struct task_struct *T > {
	pr_pid = T->tgid;
	pr_fname = T->comm;
};

typedef struct myfileinfo {
	string fi_name;
	long fi_offset;
	int fi_len;
} myfileinfo_t;

translator myfileinfo_t < struct file *F > {
	fi_name = stringof(F->f_path.dentry->d_name.name);
	fi_offset = F->f_pos;
	fi_len = F->f_path.dentry->d_name.len;
};

BEGIN
{
	printf("%s %d\n", xlate<myps_t *>(&`init_task)->pr_fname,
	    xlate<myps_t *>(&`init_task)->pr_pid);
}

fbt::vfs_read:entry
/xlate<myfileinfo_t *>(args[0])->fi_name == "fbt_wl.dat"/
{
	printf("%s len=%d off=%d count=%d\n", xlate<myfileinfo_t *>(args[0])->fi_name,
	    xlate<myfileinfo_t *>(args[0])->fi_len, xlate<myfileinfo_t *>(args[0])->fi_offset,
	    args[2]);
}
