// SPDX-License-Identifier: GPL-2.0
/*
 * transport.c - per-CPU record rings: allocation and the writer (the
 * `buffers` file's reader is transport_read.c, in the shared object).
 *
 * Each CPU has one byte ring (a power of two in size, from the bufsize
 * option, vmalloc'ed at load).  The only producer of a ring is a probe on
 * that CPU with interrupts off; the only consumer is read() of `buffers`,
 * serialized by dtap_read_lock.  head and tail are free-running u64 byte
 * counts: the producer publishes a whole record with a release store of
 * head, the consumer frees space with a release store of tail, and each
 * side reads the other's counter with an acquire load.  A record that does
 * not fit is dropped and counted on its CPU; records are copied out whole.
 * With the fill and the default switch policy, room for END's records and
 * for an exit() clause's (DTAP_END_RESERVE) is kept back from every other
 * probe while tracing runs, so the output that ends tracing is never lost
 * (dtap_ring_room).
 *
 * -x bufpolicy=fill and ring keep the records in the rings until tracing
 * stops (the consumer reads nothing before END has run):
 *   fill  the first record that does not fit is dropped and stops tracing
 *         as exit() does.
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

/* struct dtap_ring: dtap_shared.h; the reader: transport_read.c */
struct dtap_ring *dtap_rings;		/* indexed by CPU number */
u64 dtap_ring_size;			/* bytes, a power of two */
DEFINE_MUTEX(dtap_read_lock);		/* consumers of rings and aggs */

/* Copy LEN bytes into the ring at free-running position POS, wrapping. */
static void dtap_ring_copy_in(struct dtap_ring *r, u64 pos, const void *src,
			      u32 len)
{
	u64 off = pos & (dtap_ring_size - 1);
	u64 first = min_t(u64, len, dtap_ring_size - off);

	memcpy(r->data + off, src, first);
	if (unlikely(len > first))	/* wraps: one record in many */
		memcpy(r->data, (const u8 *)src + first, len - first);
}

static bool dtap_state_is(int state);
static void dtap_fill_stop(void);

/*
 * Room for what ends tracing (DTAP_END_RESERVE: END's records and an
 * exit() clause's) is kept back from the probes while tracing runs: once
 * exit() has run no other clause starts, and END runs after "stop", so
 * these records fit however full the ring is.  The ring policy makes room
 * by discarding instead; under switch, a reserve bigger than a quarter of
 * the ring (huge strings in END, a tiny bufsize) is not kept, as it would
 * starve the probes for records that might not fit anyway.
 */
#define DTAP_KEEP_RESERVE (DTAP_END_RESERVE &&					\
			   (DTAP_BUFPOLICY == DTAP_BUFPOLICY_FILL ||			\
			    (DTAP_BUFPOLICY == DTAP_BUFPOLICY_SWITCH &&			\
			     DTAP_END_RESERVE * 4ULL <= DTAP_BUFSIZE)))

/* Bytes of R a record may take now. */
static __always_inline u64 dtap_ring_room(const struct dtap_ring *r, u64 head, u64 tail)
{
	u64 room = dtap_ring_size - (head - tail);

	if (DTAP_KEEP_RESERVE && dtap_state_is(DTAP_RUNNING))
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
