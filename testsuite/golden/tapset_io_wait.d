#pragma D option quiet

/*
 * io:::wait-start and io:::wait-done (submit_bio_wait) on null_blk
 * (tapset_io_wait.kmods loads it) with testsuite/workloads/iowrite.c: each
 * of its 4 direct writes and 2 direct reads of 4096 bytes is issued and
 * waited for by the workload itself (__blkdev_direct_IO_simple), so 6
 * waits start and 6 end, all in the workload's thread, each a wait for
 * the I/O that io:::start issued in between (maybe from another thread:
 * blk-mq may issue from a kworker).  The fsync sends a cache flush
 * (blkdev_issue_flush: an empty write with REQ_PREFLUSH) and waits for it
 * too: a 7th wait, "write 0 bytes"; null_blk has no write cache, so the
 * block layer completes it at once, without a request (no io:::start).
 */
io:::wait-start
/args[1]->dev_statname == "nullb0"/
{
	@n["wait-start", pid == $target, args[0]->b_flags & B_READ ? "read" : "write",
	    args[0]->b_bcount] = count();
	@sectors["wait-start", args[0]->b_flags & B_READ ? "read" : "write"] =
	    sum(args[0]->b_blkno);
	self->wait = timestamp;
	self->sector = args[0]->b_blkno;
	waited[args[0]->b_blkno] = args[0]->b_bcount;
}

io:::start
/args[1]->dev_statname == "nullb0"/
{
	/* the request of a bio being waited for: its sector and size */
	@inwait[waited[args[0]->b_blkno] == args[0]->b_bcount] = count();
}

io:::wait-done
/self->wait && args[1]->dev_statname == "nullb0"/
{
	/* the bio is advanced past its I/O by now: b_bcount 0 */
	@n["wait-done", pid == $target, args[0]->b_flags & B_READ ? "read" : "write",
	    args[0]->b_bcount] = count();
	@dev[args[1]->dev_pathname, args[1]->dev_name,
	    args[1]->dev_major == args[0]->b_edev >> 20,
	    args[1]->dev_minor == (args[0]->b_edev & 0xfffff)] = count();
	@took[timestamp > self->wait] = count();
	waited[self->sector] = 0;
	self->wait = 0;
	self->sector = 0;
}

/* one clause on probes whose args come from different kernel types
 * (struct request, struct bio): each member read is chosen by probe */
io:::start, io:::wait-start
/args[1]->dev_statname == "nullb0"/
{
	@both[probename, args[0]->b_bcount, args[1]->dev_name] = count();
}

END
{
	printa("%s by the workload %d: %s %d bytes: %@d\n", @n);
	printa("%s %s sectors %@d\n", @sectors);
	printa("io:::start of a waited-for sector and size %d: %@d\n", @inwait);
	printa("%s (%s) dev_t consistent %d %d: %@d\n", @dev);
	printa("done after start %d: %@d\n", @took);
	printa("%s of %d bytes on %s: %@d\n", @both);
}
