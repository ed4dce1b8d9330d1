#pragma D option quiet

/*
 * iopattern, DTraceToolkit style: how sequential a disk's I/O is, and its
 * sizes and kilobytes by direction (iowrite on null_blk: writes at
 * sectors 0, 8, 16, 24, then reads at 0 and 8, each 4096 bytes and each
 * waited for, so issued in that order).  An I/O is sequential when it
 * starts where the one before it on the device ended; the first one is
 * random.  So 2 random (the first write, the first read), 4 sequential.
 */
uint64_t next;
int n;
int nseq;

io:::start
/args[1]->dev_statname == "nullb0"/
{
	this->seq = next == args[0]->b_blkno && n > 0;
	n++;
	nseq += this->seq;
	next = args[0]->b_blkno + args[0]->b_bcount / 512;
	@min = min(args[0]->b_bcount);
	@max = max(args[0]->b_bcount);
	@avg = avg(args[0]->b_bcount);
	@kr = sum(args[0]->b_flags & B_READ ? args[0]->b_bcount / 1024 : 0);
	@kw = sum(args[0]->b_flags & B_READ ? 0 : args[0]->b_bcount / 1024);
}

END
{
	printf("%4s %4s %6s %6s %6s %6s %4s %4s\n", "%RAN", "%SEQ", "COUNT", "MIN", "MAX",
	    "AVG", "KR", "KW");
	printf("%4d %4d %6d ", n ? (n - nseq) * 100 / n : 0, n ? nseq * 100 / n : 0, n);
	printa("%@6d %@6d %@6d %@4d %@4d\n", @min, @max, @avg, @kr, @kw);
}
