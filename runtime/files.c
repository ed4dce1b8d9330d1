// SPDX-License-Identifier: GPL-2.0
/*
 * files.c - where the transport files live: dtap/<module>/ in debugfs, or
 * /proc/dtap/<module>/ when debugfs is missing, disabled or locked down
 * (the module parameter procfs=1, or `-x procfs` at compile time, which
 * makes it the default, forces procfs: how the fallback is tested).  The files are
 * owned by the loading user: dtaprun lets non-root users in the dtapusr
 * group load modules, and only they (and root) may read their data.  A
 * setuid dtaprun runs with root's fsuid, so it names the user with the
 * parameters dtap_uid and dtap_gid; without them the loader's fsuid and
 * fsgid are the owner.
 *
 * Part of the shared object (dtap_shared.c): the module's name and -x
 * procfs come from its dtap_prog_cfg.
 *
 * The shared parent directory dtap/ is created by the first module that
 * needs it and never removed: removing it would race with another dtap
 * module being loaded, and an empty directory holds no module code.
 */

static bool procfs;	/* or -x procfs at compile time: dtap_prog_cfg.procfs */
module_param(procfs, bool, 0400);
MODULE_PARM_DESC(procfs, "put the transport files in /proc/dtap even if debugfs works");

/* dtap_uid, dtap_gid: module parameters of privilege.c */
static kuid_t dtap_owner_uid(void)
{
	kuid_t u = dtap_uid >= 0 ? make_kuid(current_user_ns(), dtap_uid)
				 : INVALID_UID;

	return uid_valid(u) ? u : current_fsuid();
}

static kgid_t dtap_owner_gid(void)
{
	kgid_t g = dtap_gid >= 0 ? make_kgid(current_user_ns(), dtap_gid)
				 : INVALID_GID;

	return gid_valid(g) ? g : current_fsgid();
}

static int dtap_buffers_open(struct inode *inode, struct file *file)
{
	return nonseekable_open(inode, file);
}

static int dtap_plain_open(struct inode *inode, struct file *file)
{
	file->private_data = NULL;
	return 0;
}

static int dtap_plain_release(struct inode *inode, struct file *file)
{
	return 0;
}

static const struct file_operations dtap_buffers_fops = {
	.owner = THIS_MODULE,
	.open = dtap_buffers_open,
	.read = dtap_buffers_read,
#ifdef HAVE_NO_LLSEEK	/* 5.10, 6.1, RT; 6.12 has none */
	.llseek = no_llseek,
#endif
};

static const struct file_operations dtap_aggs_fops = {
	.owner = THIS_MODULE,
	.open = dtap_plain_open,
	.read = dtap_aggs_read,
	.release = dtap_aggs_release,
	.llseek = default_llseek,
};

static const struct file_operations dtap_ctl_fops = {
	.owner = THIS_MODULE,
	.open = dtap_plain_open,
	.read = dtap_ctl_read,
	.write = dtap_ctl_write,
	.release = dtap_plain_release,
	.llseek = default_llseek,
};

static const struct proc_ops dtap_buffers_pops = {
	.proc_open = dtap_buffers_open,
	.proc_read = dtap_buffers_read,
};

static const struct proc_ops dtap_aggs_pops = {
	.proc_open = dtap_plain_open,
	.proc_read = dtap_aggs_read,
	.proc_release = dtap_aggs_release,
	.proc_lseek = default_llseek,
};

static const struct proc_ops dtap_ctl_pops = {
	.proc_open = dtap_plain_open,
	.proc_read = dtap_ctl_read,
	.proc_write = dtap_ctl_write,
	.proc_release = dtap_plain_release,
	.proc_lseek = default_llseek,
};

struct dtap_file {
	const char *name;
	umode_t mode;
	const struct file_operations *fops;
	const struct proc_ops *pops;
};

static const struct dtap_file dtap_files[] = {
	{ "buffers", 0400, &dtap_buffers_fops, &dtap_buffers_pops },
	{ "aggs", 0400, &dtap_aggs_fops, &dtap_aggs_pops },
	{ "ctl", 0600, &dtap_ctl_fops, &dtap_ctl_pops },
};

static struct dentry *dtap_debugfs_dir;	/* dtap/<module> in debugfs */
static bool dtap_procfs_used;

static bool dtap_debugfs_usable(void)
{
	if (procfs || dtap_prog_cfg.procfs)
		return false;
	if (!IS_ENABLED(CONFIG_DEBUG_FS) || !debugfs_initialized())
		return false;
	if (security_locked_down(LOCKDOWN_DEBUGFS))
		return false;
	return true;
}

static void dtap_set_owner(struct dentry *d)
{
	d_inode(d)->i_uid = dtap_owner_uid();
	d_inode(d)->i_gid = dtap_owner_gid();
}

/*
 * debugfs dtap/, found or created (another module may create it at the
 * same time).  debugfs_lookup() returns a reference, which we drop: the
 * directory stays pinned by debugfs itself; debugfs_create_dir() returns
 * that pinned dentry without an extra reference.
 */
static struct dentry *dtap_debugfs_root(void)
{
	struct dentry *root = debugfs_lookup(DTAP_DEBUGFS_DIR, NULL);

	if (root) {
		dput(root);
		return root;
	}
	root = debugfs_create_dir(DTAP_DEBUGFS_DIR, NULL);
	if (!IS_ERR(root))
		return root;
	root = debugfs_lookup(DTAP_DEBUGFS_DIR, NULL);
	if (root)
		dput(root);
	return root;
}

static int dtap_debugfs_create(void)
{
	struct dentry *root = dtap_debugfs_root();
	size_t i;

	if (IS_ERR_OR_NULL(root))
		return -ENOENT;
	dtap_debugfs_dir = debugfs_create_dir(dtap_prog_cfg.modname, root);
	if (IS_ERR(dtap_debugfs_dir))
		return PTR_ERR(dtap_debugfs_dir);
	dtap_set_owner(dtap_debugfs_dir);
	for (i = 0; i < ARRAY_SIZE(dtap_files); i++) {
		struct dentry *d = debugfs_create_file(dtap_files[i].name,
						       dtap_files[i].mode,
						       dtap_debugfs_dir, NULL,
						       dtap_files[i].fops);
		if (IS_ERR(d)) {
			debugfs_remove(dtap_debugfs_dir);
			dtap_debugfs_dir = NULL;
			return PTR_ERR(d);
		}
		dtap_set_owner(d);
	}
	return 0;
}

/* DTAP_PROCFS_DIR/<module>, the module's directory under /proc */
static const char *dtap_procfs_path(void)
{
	static char path[sizeof(DTAP_PROCFS_DIR) + MODULE_NAME_LEN];

	scnprintf(path, sizeof(path), DTAP_PROCFS_DIR "/%s", dtap_prog_cfg.modname);
	return path;
}

static int dtap_procfs_create(void)
{
	struct proc_dir_entry *dir;
	struct path path;
	size_t i;

	if (kern_path("/proc/" DTAP_PROCFS_DIR, 0, &path) == 0)
		path_put(&path);
	else if (!proc_mkdir(DTAP_PROCFS_DIR, NULL))
		return -ENOMEM;
	dir = proc_mkdir(dtap_procfs_path(), NULL);
	if (!dir)
		return -EEXIST;
	dtap_procfs_used = true;
	proc_set_user(dir, dtap_owner_uid(), dtap_owner_gid());
	for (i = 0; i < ARRAY_SIZE(dtap_files); i++) {
		struct proc_dir_entry *e = proc_create_data(dtap_files[i].name,
							    dtap_files[i].mode,
							    dir, dtap_files[i].pops,
							    NULL);
		if (!e)
			return -ENOMEM;	/* dtap_files_remove() cleans up */
		proc_set_user(e, dtap_owner_uid(), dtap_owner_gid());
	}
	return 0;
}

void dtap_files_remove(void)
{
	if (dtap_debugfs_dir) {
		debugfs_remove(dtap_debugfs_dir);
		dtap_debugfs_dir = NULL;
	}
	if (dtap_procfs_used) {
		remove_proc_subtree(dtap_procfs_path(), NULL);
		dtap_procfs_used = false;
	}
}

int dtap_files_create(void)
{
	if (dtap_debugfs_usable() && dtap_debugfs_create() == 0)
		return 0;
	return dtap_procfs_create();
}
