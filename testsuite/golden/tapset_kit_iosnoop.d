#pragma D option quiet

/*
 * iosnoop, DTraceToolkit style: each block request as it starts, with its
 * direction, block, size and device, and the time it took (done - start)
 * checked to be positive (iowrite on null_blk: 4 writes, then 2 reads).
 */
BEGIN
{
	printf("%-4s %6s %6s %-8s %s\n", "DIR", "BLOCK", "SIZE", "DEVICE", "TIMED");
}

io:::start
/args[1]->dev_statname == "nullb0"/
{
	start[args[0]->b_blkno, args[0]->b_flags & B_READ] = timestamp;
}

io:::done
/args[1]->dev_statname == "nullb0" && start[args[0]->b_blkno, args[0]->b_flags & B_READ]/
{
	printf("%-4s %6d %6d %-8s %d\n", args[0]->b_flags & B_READ ? "R" : "W",
	    args[0]->b_blkno, args[0]->b_bcount, args[1]->dev_statname,
	    timestamp > start[args[0]->b_blkno, args[0]->b_flags & B_READ]);
	start[args[0]->b_blkno, args[0]->b_flags & B_READ] = 0;
}
