#pragma D option quiet

/*
 * The io provider on a virtio disk (tapset_io_virtio.sh: a fresh ext2 file
 * system on the guest's scratch /dev/vda) while fsyncfile writes a file of
 * 32768 bytes and fsyncs it.  What the fsync sends to the disk, the same
 * on 6.1 and 6.12: the file's data as ONE write of 32768 bytes, 2 metadata
 * writes of 4096 bytes (ext2 has no journal: the fsync writes the bitmap
 * and the inode), and the disk's cache flush: a flush request
 * (REQ_OP_FLUSH: neither B_READ nor B_WRITE, 0 bytes) for the empty write
 * with REQ_PREFLUSH the fsync sent, which completes (done) without being
 * issued itself.  The fsync waits for that flush (io:::wait-start/done, in
 * the workload: submit_bio_wait).  Reads are left out: creating the file
 * reads bitmaps and the inode table, which ext4 may have prefetched
 * already (asynchronously, from the mount): 2 or 3 of them.  Who issues
 * and completes the writes varies (the workload, a kworker, an
 * interrupt): only the waits are counted per process.
 */
io:::start, io:::done
/args[1]->dev_statname == "vda" && !(args[0]->b_flags & B_READ)/
{
	this->dir = args[0]->b_flags & B_WRITE ? "write" : "flush";
	@n[probename, this->dir, args[0]->b_bcount] = count();
	@bytes[probename, this->dir] = sum(args[0]->b_bcount);
	@dev[args[1]->dev_statname, args[1]->dev_pathname, args[1]->dev_name,
	    args[1]->dev_major == args[0]->b_edev >> 20,
	    args[1]->dev_minor == (args[0]->b_edev & 0xfffff)] = count();
}

io:::wait-start, io:::wait-done
/args[1]->dev_statname == "vda"/
{
	@waits[probename, pid == $target, args[0]->b_flags & B_WRITE ? "write" : "other",
	    probename == "wait-start" ? args[0]->b_bcount : 0] = count();
}

END
{
	printa("%-6s %-5s %5d bytes: %@d\n", @n);
	printa("%-6s %-5s bytes in all: %@d\n", @bytes);
	printa("on %s %s (%s), dev_t consistent %d %d: %@d\n", @dev);
	printa("%s by the workload %d: %s %d bytes: %@d\n", @waits);
}
