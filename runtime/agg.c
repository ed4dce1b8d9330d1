// SPDX-License-Identifier: GPL-2.0
/*
 * agg.c - aggregations: per-CPU open-addressing hash tables.
 *
 * Each aggregation has, per possible CPU, a table of DTAP_AGGSIZE entries
 * allocated at load.  Only probes on that CPU (interrupts off) write it, so
 * updates need no lock; an entry is published with a release store of
 * `used` after its key is in place, and the `aggs` reader on another CPU
 * loads `used` with acquire.  Values are updated in place: a snapshot taken
 * while probes run may see an entry between two field updates, as DTrace's
 * may.  Probing is linear and bounded by the table size; a full table
 * drops the update and counts it (aggdrops).
 */

struct dtap_agg_entry {
	u32 used;
	u32 pad;
	struct dtap_agg_val val;
	u8 key[];		/* keysize bytes, then padding to 8 */
};

static const u32 dtap_agg_keysize[] = DTAP_AGG_KEYSIZES;
static u8 **dtap_agg_tabs;	/* [agg * nr_cpu_ids + cpu] */

static u32 dtap_agg_esize(u32 agg)
{
	return DTAP_ALIGN8(sizeof(struct dtap_agg_entry) + dtap_agg_keysize[agg]);
}

static u8 **dtap_agg_tab(u32 agg, unsigned int cpu)
{
	return &dtap_agg_tabs[agg * nr_cpu_ids + cpu];
}

static void dtap_aggs_free(void)
{
	unsigned int cpu;
	u32 a;

	if (!dtap_agg_tabs)
		return;
	for (a = 0; a < DTAP_NAGGS; a++)
		for_each_possible_cpu(cpu)
			vfree(*dtap_agg_tab(a, cpu));
	kfree(dtap_agg_tabs);
	dtap_agg_tabs = NULL;
}

static int dtap_aggs_alloc(void)
{
	unsigned int cpu;
	u32 a;

	dtap_agg_tabs = kcalloc(max(DTAP_NAGGS, 1) * nr_cpu_ids,
				sizeof(*dtap_agg_tabs), GFP_KERNEL);
	if (!dtap_agg_tabs)
		return -ENOMEM;
	for (a = 0; a < DTAP_NAGGS; a++) {
		for_each_possible_cpu(cpu) {
			u8 *t = vzalloc((size_t)DTAP_AGGSIZE * dtap_agg_esize(a));

			if (!t) {
				dtap_aggs_free();
				return -ENOMEM;
			}
			*dtap_agg_tab(a, cpu) = t;
		}
	}
	return 0;
}

static void dtap_agg_apply(struct dtap_agg_val *v, s64 x)
{
	v->count++;
	v->sum += x;
	if (x < v->min)
		v->min = x;
	if (x > v->max)
		v->max = x;
}

/*
 * Probe context: add X to the entry of KEY (keysize bytes, zero padded by
 * the caller) in this CPU's table of aggregation AGG.  Every function
 * updates count, sum, min and max; the metadata says which one to print.
 */
static __maybe_unused void dtap_agg_update(struct dtap_ctx *ctx, u32 agg, const void *key,
			    s64 x)
{
	u32 ks = dtap_agg_keysize[agg], esz = dtap_agg_esize(agg);
	u8 *tab = *dtap_agg_tab(agg, smp_processor_id());
	u32 i = jhash(key, ks, agg) % DTAP_AGGSIZE;
	u32 n;

	for (n = 0; n < DTAP_AGGSIZE; n++) {
		struct dtap_agg_entry *e = (struct dtap_agg_entry *)(tab + i * esz);

		if (!e->used) {
			memcpy(e->key, key, ks);
			e->val.count = 0;
			e->val.sum = 0;
			e->val.min = S64_MAX;
			e->val.max = S64_MIN;
			dtap_agg_apply(&e->val, x);
			smp_store_release(&e->used, 1);
			return;
		}
		if (!memcmp(e->key, key, ks)) {
			dtap_agg_apply(&e->val, x);
			return;
		}
		if (++i == DTAP_AGGSIZE)
			i = 0;
	}
	ctx->aggdrops++;
}

/* ---- the `aggs` file: a snapshot taken when read at offset 0 ---- */

struct dtap_agg_snap {
	size_t len;
	u8 buf[];
};

static size_t dtap_agg_snap_size(void)
{
	size_t size = 0;
	unsigned int cpu;
	u32 a, i;

	for (a = 0; a < DTAP_NAGGS; a++) {
		for_each_possible_cpu(cpu) {
			u8 *tab = *dtap_agg_tab(a, cpu);

			for (i = 0; i < DTAP_AGGSIZE; i++) {
				struct dtap_agg_entry *e = (struct dtap_agg_entry *)
					(tab + i * dtap_agg_esize(a));

				if (smp_load_acquire(&e->used))
					size += sizeof(struct dtap_agg_entry_hdr) +
						dtap_agg_keysize[a] +
						sizeof(struct dtap_agg_val);
			}
		}
	}
	return size;
}

/* Append one entry (header, key, value) if it fits in CAP. */
static void dtap_agg_snap_entry(struct dtap_agg_snap *s, size_t cap, u32 a,
				unsigned int cpu, const struct dtap_agg_entry *e)
{
	struct dtap_agg_entry_hdr h = { .aggid = a, .cpu = cpu };
	u32 ks = dtap_agg_keysize[a];

	if (s->len + sizeof(h) + ks + sizeof(e->val) > cap)
		return;
	memcpy(s->buf + s->len, &h, sizeof(h));
	memcpy(s->buf + s->len + sizeof(h), e->key, ks);
	memcpy(s->buf + s->len + sizeof(h) + ks, &e->val, sizeof(e->val));
	s->len += sizeof(h) + ks + sizeof(e->val);
}

/* Process context: all entries of all CPUs; entries created after the
 * size was taken are left for the next snapshot. */
static struct dtap_agg_snap *dtap_agg_snapshot(void)
{
	size_t cap = dtap_agg_snap_size();
	struct dtap_agg_snap *s = vmalloc(sizeof(*s) + cap);
	unsigned int cpu;
	u32 a, i;

	if (!s)
		return NULL;
	s->len = 0;
	for (a = 0; a < DTAP_NAGGS; a++) {
		for_each_possible_cpu(cpu) {
			u8 *tab = *dtap_agg_tab(a, cpu);

			for (i = 0; i < DTAP_AGGSIZE; i++) {
				struct dtap_agg_entry *e = (struct dtap_agg_entry *)
					(tab + i * dtap_agg_esize(a));

				if (smp_load_acquire(&e->used))
					dtap_agg_snap_entry(s, cap, a, cpu, e);
			}
		}
	}
	return s;
}

/* read() of `aggs`: offset 0 takes a new snapshot, later offsets read it. */
static ssize_t dtap_aggs_read(struct file *file, char __user *ubuf,
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

static int dtap_aggs_release(struct inode *inode, struct file *file)
{
	vfree(file->private_data);
	file->private_data = NULL;
	return 0;
}
