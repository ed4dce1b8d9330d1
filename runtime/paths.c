// SPDX-License-Identifier: GPL-2.0
/*
 * paths.c - dtap_d_path(): the path name of a (vfsmount, dentry) pair as
 * the current task sees it, for tapsets/io.d's fileinfo_t (fds[]).
 *
 * The walk is the kernel's prepend_path() without its locks (a probe may
 * fire with rename_lock or mount_lock held): up the dentries to the root
 * of their mount, then across to the mount point in the parent mount,
 * until the task's root or the root of the mount tree.  Every load goes
 * through the checked accessor, so a rename racing the walk gives a stale
 * name, never a fault; a bad pointer faults the clause.  struct mount is
 * private to fs/: pass 2 passes its member offsets, taken from the
 * kernel's types.  The walk is bounded by DTAP_PATH_DEPTH steps and the
 * path by the string size (a longer one keeps its last components).
 */

#define DTAP_PATH_DEPTH	64

struct dtap_mount_offs {
	u64 mnt, parent, mountpoint;	/* offsetof(struct mount, ...) */
};

static u64 dtap_path_ptr(struct dtap_ctx *ctx, u64 addr)
{
	return dtap_load(ctx, addr, sizeof(void *));
}

/* Prepend "/" and dentry D's name to the path ending at DST[*AT]; false:
 * no room left (the path keeps what it has) or a fault. */
static bool dtap_path_prepend(struct dtap_ctx *ctx, char *dst, size_t *at, u64 d)
{
	u64 name = dtap_path_ptr(ctx, d + offsetof(struct dentry, d_name.name));
	u32 len = (u32)dtap_load(ctx, d + offsetof(struct dentry, d_name.len), 4);

	if (ctx->fault || (size_t)len + 1 > *at)
		return false;
	if (!dtap_kread(ctx, dst + *at - len, name, len))
		return false;
	*at -= len;
	dst[--*at] = '/';
	return true;
}

enum dtap_path_step { DTAP_PATH_PARENT, DTAP_PATH_MOUNT, DTAP_PATH_TOP, DTAP_PATH_PSEUDO };

/* One step up from (*VFSMNT, *D): to the parent dentry (its name goes in
 * the path), across a mount point (nothing does), or none: the tree's
 * root, or a pseudo file system's dentry, which has no parent (its name
 * is the whole path: "pipe:[12]"). */
static enum dtap_path_step dtap_path_up(struct dtap_ctx *ctx, const struct dtap_mount_offs *o,
					u64 *vfsmnt, u64 *d)
{
	u64 parent = dtap_path_ptr(ctx, *d + offsetof(struct dentry, d_parent));
	u64 mnt_root = dtap_path_ptr(ctx, *vfsmnt + offsetof(struct vfsmount, mnt_root));
	u64 mnt = *vfsmnt - o->mnt, pmnt;

	if (ctx->fault)
		return DTAP_PATH_TOP;
	if (*d != mnt_root) {
		if (*d == parent)
			return DTAP_PATH_PSEUDO;
		*d = parent;
		return DTAP_PATH_PARENT;
	}
	pmnt = dtap_path_ptr(ctx, mnt + o->parent);
	if (ctx->fault || pmnt == mnt)
		return DTAP_PATH_TOP;
	*d = dtap_path_ptr(ctx, mnt + o->mountpoint);
	*vfsmnt = pmnt + o->mnt;
	return DTAP_PATH_MOUNT;
}

static noinline __maybe_unused void dtap_d_path(struct dtap_ctx *ctx, char *dst, u64 vfsmnt,
						u64 d, u64 off_mnt, u64 off_parent,
						u64 off_mountpoint)
{
	const struct dtap_mount_offs o = { off_mnt, off_parent, off_mountpoint };
	struct fs_struct *fs = current->fs;
	enum dtap_path_step step = DTAP_PATH_TOP;
	u64 root_mnt = 0, root_d = 0;
	size_t at = DTAP_STRSIZE;

	if (fs) {	/* kernel threads have none: the tree's root then */
		root_mnt = dtap_path_ptr(ctx, (u64)(uintptr_t)&fs->root.mnt);
		root_d = dtap_path_ptr(ctx, (u64)(uintptr_t)&fs->root.dentry);
	}
	for (int i = 0; i < DTAP_PATH_DEPTH && !ctx->fault; i++) {
		u64 here = d;

		if (d == root_d && vfsmnt == root_mnt)
			break;
		step = dtap_path_up(ctx, &o, &vfsmnt, &d);
		if (step == DTAP_PATH_TOP)
			break;
		if (step != DTAP_PATH_MOUNT && !dtap_path_prepend(ctx, dst, &at, here))
			break;
		if (step == DTAP_PATH_PSEUDO)
			break;
	}
	if (ctx->fault) {
		dst[0] = '\0';
		return;
	}
	if (step == DTAP_PATH_PSEUDO && at < DTAP_STRSIZE)
		at++;		/* no "/" before a pseudo file's name */
	else if (at == DTAP_STRSIZE)
		dst[--at] = '/';
	memmove(dst, dst + at, DTAP_STRSIZE - at);
	dst[DTAP_STRSIZE - at] = '\0';
}

/*
 * getf(fd) (illumos's D; its file_t is Linux's struct file): the file of
 * the current process's descriptor FD, NULL when it has none (a kernel
 * thread, a descriptor out of its table or closed).  The table is the
 * process's own, read as the kernel reads it under RCU (probes run with
 * interrupts off); the index is clamped against speculation.
 */
static noinline __maybe_unused u64 dtap_getf(struct dtap_ctx *ctx, s64 fd)
{
	struct files_struct *files = READ_ONCE(current->files);
	struct fdtable *fdt;
	unsigned int max;

	if (!files || fd < 0)
		return 0;
	fdt = rcu_dereference_raw(files->fdt);
	max = READ_ONCE(fdt->max_fds);
	if (fd >= max)
		return 0;
	return (u64)(uintptr_t)READ_ONCE(fdt->fd[array_index_nospec((unsigned long)fd, max)]);
}
