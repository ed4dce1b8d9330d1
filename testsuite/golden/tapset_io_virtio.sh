# The io provider on a virtio disk: testsuite/vm/batch attaches a scratch
# disk to the boot when a case loads virtio_blk (tapset_io_virtio.kmods);
# an ext2 file system is made on it here (busybox mke2fs, mounted by ext4),
# then fsyncfile writes and fsyncs a file under dtaprun.
n=0
while [ ! -b /dev/vda ] && [ $n -lt 50 ]; do usleep 100000; n=$((n + 1)); done
mke2fs -b 4096 /dev/vda > /dev/null || exit 1
mkdir -p /mnt/vda && mount -t ext4 /dev/vda /mnt/vda || exit 1
dtaprun -c '/root/w/fsyncfile /mnt/vda/file 32768' "$1"
rc=$?
umount /mnt/vda
exit $rc
