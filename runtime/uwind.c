// SPDX-License-Identifier: GPL-2.0
/*
 * uwind.c - the target process's unwinding table, for ustack(), ucaller
 * and ustackdepth (stack.c walks it): rows (pc, CFA = rsp|rbp + offset,
 * where the caller's rbp was saved) that dtapio made from the CFI of the
 * objects the process maps (stapio/ucfi.c, stapio/uwind.c) and wrote to
 * the ctl file ("unwind", dtap_wire.h), again whenever the process's
 * mappings changed.
 *
 * The table is allocated and checked there, in dtapio's process context
 * (at most DTAP_UWT_MAXROWS rows, sorted by pc, kinds known), and
 * replaced whole: the old one is freed after synchronize_rcu(), which
 * waits out every clause that may still be walking it (clauses run with
 * interrupts off).  Probe context only reads it: a bounded binary search.
 *
 * A table is for one address space: the process's when it was loaded,
 * provided its executable is still the one dtapio read the maps of (else
 * -ESTALE: it exec'd meanwhile, dtapio makes another).  The walk uses it
 * only in that mm (held by mmgrab, so that no later mm can take its
 * address): after an exec the process is walked by frame pointers until
 * dtapio has sent the new program's table.
 * A module whose program walks no user stack refuses the command
 * (-EOPNOTSUPP), and dtapio then makes no table.
 */
#include <linux/sched/mm.h>
#include <linux/kdev_t.h>

#ifndef DTAP_USES_USTACK
#define DTAP_USES_USTACK	0
#endif

struct dtap_uwt {
	struct mm_struct *mm;	/* grabbed: compared, never used */
	u32 nrows;
	struct dtap_uwt_row rows[];
};

static struct dtap_uwt __rcu *dtap_uwt_cur;

/* The table of the current process (NULL: none, or another process's). */
static __maybe_unused const struct dtap_uwt *dtap_uwt_mine(void)
{
	const struct dtap_uwt *t = rcu_dereference_sched(dtap_uwt_cur);

	return t && t->mm == current->mm ? t : NULL;
}

/* The row ruling PC: the last at or below it (NULL: none). */
static __maybe_unused const struct dtap_uwt_row *dtap_uwt_find(const struct dtap_uwt *t, u64 pc)
{
	u32 lo = 0, hi = t->nrows;

	while (lo < hi) {	/* at most 21 rounds: DTAP_UWT_MAXROWS */
		u32 mid = lo + ((hi - lo) >> 1);

		if (t->rows[mid].pc <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? &t->rows[lo - 1] : NULL;
}

static void dtap_uwt_put(struct dtap_uwt *t)
{
	if (!t)
		return;
	mmdrop(t->mm);
	vfree(t);
}

static void dtap_uwt_replace(struct dtap_uwt *t)
{
	struct dtap_uwt *old = rcu_replace_pointer(dtap_uwt_cur, t, true);

	if (old) {
		synchronize_rcu();
		dtap_uwt_put(old);
	}
}

/* PID's mm, grabbed, if its executable is still EXE_DEV:EXE_INO (in
 * stat(2)'s encoding); NULL: gone or exec'd since. */
static struct mm_struct *dtap_uwt_grab_mm(const struct dtap_uwt_head *h)
{
	struct task_struct *task;
	struct mm_struct *mm = NULL;
	struct file *exe;
	bool same = false;

	rcu_read_lock();
	task = pid_task(find_vpid(h->pid), PIDTYPE_PID);
	if (task)
		mm = get_task_mm(task);
	rcu_read_unlock();
	if (!mm)
		return NULL;
	rcu_read_lock();
	exe = rcu_dereference(mm->exe_file);
	if (exe)
		same = file_inode(exe)->i_ino == h->exe_ino &&
		       new_encode_dev(file_inode(exe)->i_sb->s_dev) == h->exe_dev;
	rcu_read_unlock();
	if (same)
		mmgrab(mm);
	mmput(mm);
	return same ? mm : NULL;
}

/* Rows in pc order, of known kinds: what the binary search relies on. */
static bool dtap_uwt_valid(const struct dtap_uwt *t)
{
	u32 i;

	for (i = 0; i < t->nrows; i++) {
		if (t->rows[i].kind > DTAP_UWT_STOP)
			return false;
		if (i && t->rows[i].pc <= t->rows[i - 1].pc)
			return false;
	}
	return true;
}

/*
 * "unwind": BUF (LEN bytes, user memory) is a head and its rows; a table
 * of no rows drops the one there is.  Called with dtap_ctl_lock held.
 */
int dtap_uwt_load(const char __user *buf, size_t len)
{
	struct dtap_uwt_head head;
	struct dtap_uwt *t;
	size_t size;

	if (!DTAP_USES_USTACK)
		return -EOPNOTSUPP;
	if (len < sizeof(head) || copy_from_user(&head, buf, sizeof(head)))
		return -EINVAL;
	if (head.magic != DTAP_UWT_MAGIC || head.version != DTAP_UWT_VERSION)
		return -EINVAL;
	if (head.nrows > DTAP_UWT_MAXROWS)
		return -E2BIG;
	size = (size_t)head.nrows * sizeof(struct dtap_uwt_row);
	if (len != sizeof(head) + size)
		return -EINVAL;
	if (!head.nrows) {
		dtap_uwt_replace(NULL);
		return 0;
	}
	t = dtap_vzalloc(sizeof(*t) + size);
	if (!t)
		return -ENOMEM;
	t->nrows = head.nrows;
	if (copy_from_user(t->rows, buf + sizeof(head), size) || !dtap_uwt_valid(t)) {
		vfree(t);
		return -EINVAL;
	}
	t->mm = dtap_uwt_grab_mm(&head);
	if (!t->mm) {
		vfree(t);
		return -ESTALE;
	}
	dtap_uwt_replace(t);
	return 0;
}

/* Unload, after every probe is out. */
void dtap_uwt_free(void)
{
	dtap_uwt_put(rcu_replace_pointer(dtap_uwt_cur, NULL, true));
}
