/*
 * io.d - the io provider (Oracle's DTrace for Linux names and argument
 * types) over the block layer:
 *
 *   start       a request is issued to the device driver
 *   done        the device completed (part of) a request
 *   wait-start  a thread starts waiting for a bio's I/O
 *   wait-done   the thread is done waiting for it
 *
 * start and done: the request tracepoints, args translated from struct
 * request.  args[0] bufinfo_t *, args[1] devinfo_t *, args[2] fileinfo_t *
 * (the block layer does not know the file: fi_name "<none>").  b_flags
 * has B_READ or B_WRITE (and B_ASYNC never: a request does not say).
 *
 * wait-start and wait-done: entry and return of submit_bio_wait(), with
 * the same args translated from the struct bio it waits for.  Why there:
 * a Linux thread waits for I/O in many ways (page and folio bits, buffer
 * heads, completions), most of them not tied to one buf; submit_bio_wait
 * is THE synchronous "issue this bio and sleep until it is done" of the
 * block layer, on 6.1 as on 6.12.  It fires in the waiting thread for a
 * small direct read or write of a block device (__blkdev_direct_IO_simple,
 * both kernels), for the cache flush fsync() sends (blkdev_issue_flush:
 * an empty write with REQ_PREFLUSH: B_WRITE, 0 bytes), for file systems'
 * synchronous metadata I/O and for discard/zeroout.  It does
 * not fire for buffered reads or for the writeback fsync() waits for
 * (those wait on page/folio bits: no bio to show).  wait-done reads the
 * bio the function was given at entry (fbt return probes keep the entry's
 * arguments in arg2..arg7); by then the block layer has advanced it, so
 * b_bcount is 0 and b_blkno the sector after the I/O: take sizes and
 * sectors from wait-start.
 */
/* stability, as dtrace's io provider */
#pragma D attributes Evolving/Evolving/ISA provider io provider
#pragma D attributes Private/Private/Unknown provider io module
#pragma D attributes Private/Private/Unknown provider io function
#pragma D attributes Evolving/Evolving/ISA provider io name
#pragma D attributes Evolving/Evolving/ISA provider io args
#pragma D depends_on provider sdt
#pragma D depends_on provider fbt

inline int B_BUSY = 0x000001;
inline int B_DONE = 0x000002;
inline int B_ERROR = 0x000004;
inline int B_PAGEIO = 0x000010;
inline int B_PHYS = 0x000020;
inline int B_READ = 0x000040;
inline int B_WRITE = 0x000100;
inline int B_ASYNC = 0x000400;

typedef struct bufinfo {
	int b_flags;			/* B_READ or B_WRITE */
	size_t b_bcount;		/* bytes */
	caddr_t b_addr;
	uint64_t b_lblkno;
	uint64_t b_blkno;		/* the first sector */
	size_t b_resid;			/* bytes not transferred (done) */
	size_t b_bufsize;
	caddr_t b_iodone;
	int b_error;
	dev_t b_edev;			/* major << 20 | minor */
} bufinfo_t;

typedef struct devinfo {
	int dev_major;
	int dev_minor;
	int dev_instance;
	string dev_name;		/* the driver's module ("virtio_blk", "null_blk") */
	string dev_statname;		/* the disk ("vda", "nullb0") */
	string dev_pathname;		/* "/dev/vda" */
} devinfo_t;

typedef struct fileinfo {
	string fi_name;
	string fi_dirname;
	string fi_pathname;
	off_t fi_offset;
	string fi_fs;
	string fi_mount;
	int fi_oflags;
} fileinfo_t;

/* REQ_OP_MASK is the low 8 bits of cmd_flags; REQ_OP_READ is 0, odd ops write */
translator bufinfo_t < struct request *R > {
	b_flags = (R->cmd_flags & 0xff) == 0 ? B_READ : (R->cmd_flags & 1) ? B_WRITE : 0;
	b_bcount = R->__data_len;
	b_addr = 0;
	b_lblkno = R->__sector;
	b_blkno = R->__sector;
	b_resid = 0;
	b_bufsize = R->__data_len;
	b_error = 0;
	b_edev = R->q->disk ? R->q->disk->major << 20 | R->q->disk->first_minor : 0;
};

translator devinfo_t < struct request *R > {
	dev_major = R->q->disk ? R->q->disk->major : 0;
	dev_minor = R->q->disk ? R->q->disk->first_minor : 0;
	dev_instance = 0;
	dev_name = R->q->disk && R->q->disk->fops->owner ?
	    stringof(R->q->disk->fops->owner->name) :
	    R->q->disk ? stringof(R->q->disk->disk_name) : "<none>";
	dev_statname = R->q->disk ? stringof(R->q->disk->disk_name) : "<none>";
	dev_pathname = R->q->disk ? strjoin("/dev/", stringof(R->q->disk->disk_name)) :
	    "<none>";
};

translator fileinfo_t < struct request *R > {
	fi_name = "<none>";
	fi_dirname = "<none>";
	fi_pathname = "<none>";
	fi_offset = -1;
	fi_fs = "<none>";
	fi_mount = "<none>";
	fi_oflags = 0;
};

probe io:::start (bufinfo_t *, devinfo_t *, fileinfo_t *)
{
	sdt:::block_rq_issue = (xlate<bufinfo_t *>((struct request *)arg0),
	    xlate<devinfo_t *>((struct request *)arg0),
	    xlate<fileinfo_t *>((struct request *)arg0));
};

probe io:::done (bufinfo_t *, devinfo_t *, fileinfo_t *)
{
	sdt:::block_rq_complete = (xlate<bufinfo_t *>((struct request *)arg0),
	    xlate<devinfo_t *>((struct request *)arg0),
	    xlate<fileinfo_t *>((struct request *)arg0));
};

/* The same from a bio (wait-start, wait-done): bi_opf's low 8 bits are
 * the REQ_OP as in cmd_flags; bd_dev is the partition's dev_t (the
 * kernel's MKDEV: major << 20 | minor), bd_disk its disk. */
translator bufinfo_t < struct bio *B > {
	b_flags = (B->bi_opf & 0xff) == 0 ? B_READ : (B->bi_opf & 1) ? B_WRITE : 0;
	b_bcount = B->bi_iter.bi_size;
	b_addr = 0;
	b_lblkno = B->bi_iter.bi_sector;
	b_blkno = B->bi_iter.bi_sector;
	b_resid = 0;
	b_bufsize = B->bi_iter.bi_size;
	b_error = B->bi_status;
	b_edev = B->bi_bdev ? B->bi_bdev->bd_dev : 0;
};

translator devinfo_t < struct bio *B > {
	dev_major = B->bi_bdev ? B->bi_bdev->bd_dev >> 20 : 0;
	dev_minor = B->bi_bdev ? B->bi_bdev->bd_dev & 0xfffff : 0;
	dev_instance = 0;
	dev_name = B->bi_bdev && B->bi_bdev->bd_disk->fops->owner ?
	    stringof(B->bi_bdev->bd_disk->fops->owner->name) :
	    B->bi_bdev ? stringof(B->bi_bdev->bd_disk->disk_name) : "<none>";
	dev_statname = B->bi_bdev ? stringof(B->bi_bdev->bd_disk->disk_name) : "<none>";
	dev_pathname = B->bi_bdev ?
	    strjoin("/dev/", stringof(B->bi_bdev->bd_disk->disk_name)) : "<none>";
};

translator fileinfo_t < struct bio *B > {
	fi_name = "<none>";
	fi_dirname = "<none>";
	fi_pathname = "<none>";
	fi_offset = -1;
	fi_fs = "<none>";
	fi_mount = "<none>";
	fi_oflags = 0;
};

probe io:::wait-start (bufinfo_t *, devinfo_t *, fileinfo_t *)
{
	fbt::submit_bio_wait:entry = (xlate<bufinfo_t *>((struct bio *)arg0),
	    xlate<devinfo_t *>((struct bio *)arg0),
	    xlate<fileinfo_t *>((struct bio *)arg0));
};

/* arg2: the bio submit_bio_wait() was called with (its arg0 at entry) */
probe io:::wait-done (bufinfo_t *, devinfo_t *, fileinfo_t *)
{
	fbt::submit_bio_wait:return = (xlate<bufinfo_t *>((struct bio *)arg2),
	    xlate<devinfo_t *>((struct bio *)arg2),
	    xlate<fileinfo_t *>((struct bio *)arg2));
};

/*
 * fds[]: the current process's open files, as Oracle's DTrace for Linux
 * declares it: fds[fd] is the fileinfo_t of file descriptor fd, used
 * through its members (fds[arg0].fi_pathname).  A closed descriptor, a
 * negative one or one past the table (max_fds) is the NULL file: names
 * "<none>", fi_offset -1, fi_oflags 0.  The table is read as the kernel
 * lays it out (files->fdt->fd[fd]), every load checked; the paths come
 * from dtap_d_path(), a bounded walk of the dentries and mounts
 * (runtime/paths.c) as the task sees them (its root); a file on a pseudo
 * file system has its dentry's name (anon_inode:[eventfd]) or "".
 */
translator fileinfo_t < struct file *F > {
	fi_name = F ? stringof(F->f_path.dentry->d_name.name) : "<none>";
	fi_dirname = F ? dirname(dtap_d_path(F->f_path.mnt, F->f_path.dentry,
	    offsetof(struct mount, mnt), offsetof(struct mount, mnt_parent),
	    offsetof(struct mount, mnt_mountpoint))) : "<none>";
	fi_pathname = F ? dtap_d_path(F->f_path.mnt, F->f_path.dentry,
	    offsetof(struct mount, mnt), offsetof(struct mount, mnt_parent),
	    offsetof(struct mount, mnt_mountpoint)) : "<none>";
	fi_offset = F ? F->f_pos : -1;
	fi_fs = F ? stringof(F->f_path.mnt->mnt_sb->s_type->name) : "<none>";
	fi_mount = F ? dtap_d_path(F->f_path.mnt, F->f_path.mnt->mnt_root,
	    offsetof(struct mount, mnt), offsetof(struct mount, mnt_parent),
	    offsetof(struct mount, mnt_mountpoint)) : "<none>";
	fi_oflags = F ? F->f_flags : 0;
};

inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (
    fd >= 0 && curthread->files && fd < curthread->files->fdt->max_fds ?
    (struct file *)curthread->files->fdt->fd[fd] : (struct file *)0);

/*
 * cwd and root (illumos's built-in variables): the current process's
 * working and root directories, from its fs_struct, as paths the way
 * fi_pathname is made; "" for a thread without one (an exiting task).
 */
inline string cwd = curthread->fs ? dtap_d_path(curthread->fs->pwd.mnt,
    curthread->fs->pwd.dentry, offsetof(struct mount, mnt),
    offsetof(struct mount, mnt_parent), offsetof(struct mount, mnt_mountpoint)) : "";
inline string root = curthread->fs ? dtap_d_path(curthread->fs->root.mnt,
    curthread->fs->root.dentry, offsetof(struct mount, mnt),
    offsetof(struct mount, mnt_parent), offsetof(struct mount, mnt_mountpoint)) : "";
