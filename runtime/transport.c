// SPDX-License-Identifier: GPL-2.0
/*
 * transport.c - per-CPU record rings and the `buffers` file.
 *
 * Each CPU has one byte ring (a power of two in size, from the bufsize
 * option, vmalloc'ed at load).  The only producer of a ring is a probe on
 * that CPU with interrupts off; the only consumer is read() of `buffers`,
 * serialized by dtap_read_lock.  head and tail are free-running u64 byte
 * counts: the producer publishes a whole record with a release store of
 * head, the consumer frees space with a release store of tail, and each
 * side reads the other's counter with an acquire load.  A record that does
 * not fit is dropped and counted on its CPU; records are copied out whole.
 *
 * -x bufpolicy=fill and ring keep the records in the rings until tracing
 * stops (the consumer reads nothing before END has run):
 *   fill  the first record that does not fit is dropped and stops tracing
 *         as exit() does; room for END's records (DTAP_END_RESERVE) is kept
 *         back from every other probe, so END's output is never lost.
 *   ring  a record that does not fit makes room by discarding the oldest
 *         whole records: the rings hold the last records traced.
 * Either way the producer is alone with its ring while tracing runs, so
 * it may move the tail itself; the consumer reads once END is done.
 *
 * Why not relay (what SystemTap and the design notes first suggested):
 * relay's read() hands out bytes up to a sub-buffer's reserved offset, so a
 * reader can copy bytes that a writer on another CPU has reserved but not
 * yet written; and relay files live only in a filesystem with relay's
 * callbacks (debugfs), so they cannot sit behind the procfs fallback we
 * need where debugfs is missing or locked down.
 */

struct dtap_ring {
	u64 head;	/* bytes ever written; producer-owned */
	u64 tail;	/* bytes ever consumed; consumer-owned */
	u64 drops;	/* records that did not fit; producer-owned */
	u64 undelivered; /* records too big for the reader; consumer-owned */
	u8 *data;
};

static struct dtap_ring *dtap_rings;	/* indexed by CPU number */
static u64 dtap_ring_size;		/* bytes, a power of two */
static DEFINE_MUTEX(dtap_read_lock);	/* consumers of rings and aggs */

static void dtap_rings_free(void)
{
	unsigned int cpu;

	if (!dtap_rings)
		return;
	for_each_possible_cpu(cpu)
		vfree(dtap_rings[cpu].data);
	kfree(dtap_rings);
	dtap_rings = NULL;
}

static int dtap_rings_alloc(void)
{
	unsigned int cpu;

	dtap_ring_size = roundup_pow_of_two(max_t(u64, DTAP_BUFSIZE, PAGE_SIZE));
	dtap_rings = kcalloc(nr_cpu_ids, sizeof(*dtap_rings), GFP_KERNEL);
	if (!dtap_rings)
		return -ENOMEM;
	for_each_possible_cpu(cpu) {
		dtap_rings[cpu].data = dtap_vzalloc(dtap_ring_size);
		if (!dtap_rings[cpu].data) {
			dtap_rings_free();
			return -ENOMEM;
		}
	}
	return 0;
}

/* Copy LEN bytes into the ring at free-running position POS, wrapping. */
static void dtap_ring_copy_in(struct dtap_ring *r, u64 pos, const void *src,
			      u32 len)
{
	u64 off = pos & (dtap_ring_size - 1);
	u64 first = min_t(u64, len, dtap_ring_size - off);

	memcpy(r->data + off, src, first);
	memcpy(r->data, (const u8 *)src + first, len - first);
}

static bool dtap_state_is(int state);
static void dtap_fill_stop(void);
static bool dtap_end_done(void);

/* Bytes of R a record may take now: with the fill policy, the room kept
 * for END is not for the probes that run before it. */
static __always_inline u64 dtap_ring_room(const struct dtap_ring *r, u64 head, u64 tail)
{
	u64 room = dtap_ring_size - (head - tail);

	if (DTAP_BUFPOLICY == DTAP_BUFPOLICY_FILL && !dtap_state_is(DTAP_STOPPED))
		return room > DTAP_END_RESERVE ? room - DTAP_END_RESERVE : 0;
	return room;
}

/* Ring policy: discard R's oldest whole records until LEN bytes fit. */
static u64 dtap_ring_discard(struct dtap_ring *r, u64 head, u64 tail, u32 len)
{
	while (tail < head && len > dtap_ring_size - (head - tail)) {
		const struct dtap_rec_hdr *hdr = (const struct dtap_rec_hdr *)
			(r->data + (tail & (dtap_ring_size - 1)));

		if (WARN_ON_ONCE(hdr->size < sizeof(*hdr) || (hdr->size & 7)))
			return head;	/* never: empty the ring */
		tail += hdr->size;
	}
	return tail;
}

/* Probe context, interrupts off, on CPU: append one whole record. */
static bool dtap_ring_write(unsigned int cpu, const void *rec, u32 len)
{
	struct dtap_ring *r = &dtap_rings[cpu];
	u64 head = r->head;
	u64 tail = smp_load_acquire(&r->tail);

	if (DTAP_BUFPOLICY == DTAP_BUFPOLICY_RING && unlikely(len > dtap_ring_room(r, head, tail)) &&
	    len <= dtap_ring_size) {
		tail = dtap_ring_discard(r, head, tail, len);
		smp_store_release(&r->tail, tail);
	}
	if (unlikely(len > dtap_ring_room(r, head, tail))) {
		WRITE_ONCE(r->drops, r->drops + 1);
		if (DTAP_BUFPOLICY == DTAP_BUFPOLICY_FILL)
			dtap_fill_stop();
		return false;
	}
	dtap_ring_copy_in(r, head, rec, len);
	smp_store_release(&r->head, head + len);
	return true;
}

/* Copy [from, from+len) of the ring to user space, wrapping. */
static int dtap_ring_copy_out(struct dtap_ring *r, char __user *dst, u64 from,
			      u64 len)
{
	u64 off = from & (dtap_ring_size - 1);
	u64 first = min_t(u64, len, dtap_ring_size - off);

	if (copy_to_user(dst, r->data + off, first))
		return -EFAULT;
	if (len > first && copy_to_user(dst + first, r->data, len - first))
		return -EFAULT;
	return 0;
}

/*
 * Copy whole records of CPU's ring to DST (at most ROOM bytes) and set
 * *END to the position after them; the caller frees them with
 * dtap_ring_consume() once the chunk is complete in user space.  Returns
 * the bytes copied or -EFAULT.  Headers are 8 bytes at 8-byte aligned
 * offsets of a power-of-two ring, so a header never wraps.
 *
 * A record at the tail bigger than MAXROOM (what this reader's whole
 * buffer can take) could never be read: it would stop the ring for good.
 * It is skipped and counted with the drops, which the consumer reports.
 */
static ssize_t dtap_ring_peek(unsigned int cpu, char __user *dst, u64 room,
			      u64 maxroom, u64 *endp)
{
	struct dtap_ring *r = &dtap_rings[cpu];
	u64 tail = r->tail;
	u64 head = smp_load_acquire(&r->head);
	u64 end = tail;
	int err;

	while (end < head) {
		const struct dtap_rec_hdr *hdr = (const struct dtap_rec_hdr *)
			(r->data + (end & (dtap_ring_size - 1)));
		u32 size = hdr->size;

		if (WARN_ON_ONCE(size < sizeof(*hdr) || (size & 7)))
			break;
		if (end == tail && size > maxroom) {
			tail += size;
			end = tail;
			smp_store_release(&r->tail, tail);
			WRITE_ONCE(r->undelivered, r->undelivered + 1);
			continue;
		}
		if (end - tail + size > room)
			break;
		end += size;
	}
	if (end == tail)
		return 0;
	err = dtap_ring_copy_out(r, dst, tail, end - tail);
	if (err)
		return err;
	*endp = end;
	return end - tail;
}

static void dtap_ring_consume(unsigned int cpu, u64 end)
{
	smp_store_release(&dtap_rings[cpu].tail, end);
}

/* read() of `buffers`: chunks of whole records, one chunk per CPU. */
static ssize_t dtap_buffers_read(struct file *file, char __user *ubuf,
				 size_t count, loff_t *ppos)
{
	struct dtap_chunk_hdr ch;
	unsigned int cpu;
	size_t done = 0;
	ssize_t n = 0;
	u64 end;

	if (count < DTAP_READ_MIN)
		return -EINVAL;
	if (DTAP_BUFPOLICY != DTAP_BUFPOLICY_SWITCH && !dtap_end_done())
		return 0;	/* fill, ring: read once END has run */
	mutex_lock(&dtap_read_lock);
	for_each_possible_cpu(cpu) {
		if (count - done < sizeof(ch) + sizeof(struct dtap_rec_hdr))
			break;
		n = dtap_ring_peek(cpu, ubuf + done + sizeof(ch),
				   count - done - sizeof(ch), count - sizeof(ch),
				   &end);
		if (n < 0)
			break;
		if (n == 0)
			continue;
		ch.cpu = cpu;
		ch.bytes = n;
		if (copy_to_user(ubuf + done, &ch, sizeof(ch))) {
			n = -EFAULT;
			break;
		}
		dtap_ring_consume(cpu, end);
		done += sizeof(ch) + n;
	}
	mutex_unlock(&dtap_read_lock);
	if (n < 0 && done == 0)
		return n;
	return done;
}
