#pragma D option quiet

/*
 * The io provider on null_blk (tapset_io.kmods loads it: /dev/nullb0, a
 * blk-mq device) and testsuite/workloads/iowrite.c: 4 direct writes of
 * 4096 bytes (sectors 0, 8, 16, 24), then 2 direct reads (sectors 0, 8).
 * Each request starts and is done once; bufinfo_t and devinfo_t are
 * translated from the kernel's struct request.
 */
io:::start, io:::done
/args[1]->dev_statname == "nullb0"/
{
	@n[probename, args[0]->b_flags & B_READ ? "read" : "write", args[1]->dev_pathname,
	    args[1]->dev_name, args[0]->b_bcount] = count();
	@sectors[probename, args[0]->b_flags & B_READ ? "read" : "write"] =
	    sum(args[0]->b_blkno);
	@dev[args[1]->dev_major == args[0]->b_edev >> 20,
	    args[1]->dev_minor == (args[0]->b_edev & 0xfffff)] = count();
}

END
{
	printa("%s %s %s (%s) %d bytes: %@d\n", @n);
	printa("%s %s sectors %@d\n", @sectors);
	printa("b_edev is dev_major, dev_minor: %d %d: %@d\n", @dev);
}
