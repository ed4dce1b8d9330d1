#pragma D option quiet

/*
 * iowait (a DTraceToolkit-style use of io:::wait-start and wait-done): how
 * many times each process waited for its own block I/O, the sizes it
 * waited for (a quantize), and that every wait took time (iowrite on
 * null_blk: 4 direct writes and 2 direct reads of 4096 bytes, each waited
 * for, and the 0-byte cache flush its fsync sends).
 */
io:::wait-start
/args[1]->dev_statname == "nullb0"/
{
	self->ts = timestamp;
	@size[execname] = quantize(args[0]->b_bcount);
}

io:::wait-done
/self->ts/
{
	@waits[execname] = count();
	@took[execname, timestamp - self->ts > 0] = count();
	self->ts = 0;
}

END
{
	printa("%s waited %@d times\n", @waits);
	printa("%s waits that took time %d: %@d\n", @took);
	printa("%s waited for (bytes):%@d\n", @size);
}
