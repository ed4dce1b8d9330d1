// SPDX-License-Identifier: GPL-2.0
/*
 * transport_read.c - the reader of the per-CPU record rings: read() of
 * the `buffers` file (the rings, their writer and the protocol between
 * the two: transport.c).  Part of the shared object (dtap_shared.c).
 */

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
ssize_t dtap_buffers_read(struct file *file, char __user *ubuf,
			  size_t count, loff_t *ppos)
{
	struct dtap_chunk_hdr ch;
	unsigned int cpu;
	size_t done = 0;
	ssize_t n = 0;
	u64 end;

	if (count < DTAP_READ_MIN)
		return -EINVAL;
	if (dtap_prog_cfg.bufpolicy != DTAP_BUFPOLICY_SWITCH && !READ_ONCE(dtap_ended))
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
