// SPDX-License-Identifier: GPL-2.0
/*
 * agg_read.c - the consumer's side of the aggregations (agg.c): the
 * `aggs` file's snapshots, and clear() and trunc().  Part of the shared
 * object (dtap_shared.c): the program's aggregations are known by its
 * dtap_prog_cfg.
 */

/*
 * clear() (HIDE false) and trunc() (HIDE true) of aggregation AGG, run
 * by the consumer's ctl command when it reaches the action's record:
 * a new generation; trunc also hides every entry of the older ones.
 */
void dtap_agg_clear(u32 agg, bool hide)
{
	u32 stamp;

	if (agg >= dtap_prog_cfg.naggs)
		return;
	stamp = READ_ONCE(dtap_agg_stamp[agg]) + 1;
	WRITE_ONCE(dtap_agg_stamp[agg], stamp);
	if (hide)
		WRITE_ONCE(dtap_agg_hide[agg], stamp);
}

/* ---- the `aggs` file: a snapshot taken when read at offset 0 ---- */

struct dtap_agg_snap {
	size_t len;
	u8 buf[];
};

/* Append one entry (header, key, value) if it fits in CAP; an entry of
 * an older generation (STALE) shows an empty value. */
static void dtap_agg_snap_entry(struct dtap_agg_snap *s, size_t cap, u32 a,
				unsigned int cpu, const struct dtap_agg_entry *e, bool stale)
{
	static const struct dtap_agg_val empty = { 0, 0, S64_MAX, S64_MIN };
	struct dtap_agg_entry_hdr h = { .aggid = a, .cpu = cpu };
	u32 ks = dtap_prog_cfg.agg_keysize[a], vs = 8 * dtap_prog_cfg.agg_nvals[a];
	u8 *p = s->buf + s->len;

	if (s->len + sizeof(h) + ks + sizeof(e->val) + vs > cap)
		return;
	memcpy(p, &h, sizeof(h));
	memcpy(p + sizeof(h), e->key, ks);
	memcpy(p + sizeof(h) + ks, stale ? &empty : &e->val, sizeof(e->val));
	if (stale)
		memset(p + sizeof(h) + ks + sizeof(e->val), 0, vs);
	else
		memcpy(p + sizeof(h) + ks + sizeof(e->val), e->key + DTAP_ALIGN8(ks), vs);
	s->len += sizeof(h) + ks + sizeof(e->val) + vs;
}

/*
 * Walk every used entry of every aggregation on every CPU.  With S NULL,
 * only count the snapshot bytes they need; otherwise append them to S (at
 * most CAP bytes).  One walk serves both, so sizing and copying cannot
 * disagree about which entries a snapshot holds.
 */
static size_t dtap_agg_walk(struct dtap_agg_snap *s, size_t cap)
{
	size_t size = 0;
	unsigned int cpu;
	u32 a, i;

	for (a = 0; a < dtap_prog_cfg.naggs; a++) {
		for_each_possible_cpu(cpu) {
			u8 *tab = *dtap_agg_tab(a, cpu);

			for (i = 0; i < dtap_prog_cfg.agg_nents[a]; i++) {
				struct dtap_agg_entry *e = (struct dtap_agg_entry *)
					(tab + (size_t)i * dtap_agg_entry_size(dtap_prog_cfg.agg_keysize[a], dtap_prog_cfg.agg_nvals[a]));
				u32 used = smp_load_acquire(&e->used);

				if (!used || used < READ_ONCE(dtap_agg_hide[a]))
					continue;
				size += sizeof(struct dtap_agg_entry_hdr) +
					dtap_prog_cfg.agg_keysize[a] +
					sizeof(struct dtap_agg_val) +
					8 * dtap_prog_cfg.agg_nvals[a];
				if (s)
					dtap_agg_snap_entry(s, cap, a, cpu, e,
							    used != READ_ONCE(dtap_agg_stamp[a]));
			}
		}
	}
	return size;
}

/* Process context: all entries of all CPUs; entries created after the
 * size was taken are left for the next snapshot. */
static struct dtap_agg_snap *dtap_agg_snapshot(void)
{
	size_t cap = dtap_agg_walk(NULL, 0);
	struct dtap_agg_snap *s = vmalloc(sizeof(*s) + cap);

	if (!s)
		return NULL;
	s->len = 0;
	dtap_agg_walk(s, cap);
	return s;
}

/* read() of `aggs`: offset 0 takes a new snapshot, later offsets read it. */
ssize_t dtap_aggs_read(struct file *file, char __user *ubuf,
		       size_t count, loff_t *ppos)
{
	struct dtap_agg_snap *s;
	ssize_t n;

	mutex_lock(&dtap_read_lock);
	s = file->private_data;
	if (*ppos == 0 || !s) {
		vfree(s);
		s = dtap_agg_snapshot();
		file->private_data = s;
	}
	if (!s)
		n = -ENOMEM;
	else
		n = simple_read_from_buffer(ubuf, count, ppos, s->buf, s->len);
	mutex_unlock(&dtap_read_lock);
	return n;
}

int dtap_aggs_release(struct inode *inode, struct file *file)
{
	vfree(file->private_data);
	file->private_data = NULL;
	return 0;
}
