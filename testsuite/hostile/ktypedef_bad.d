#pragma D option quiet

/*
 * Kernel typedef'd pointer casts of bad addresses: loads fault with
 * "invalid address", typedef'd scalar variables keep their value.
 */
self loff_t off;

BEGIN
{
	self->off = -1;
	printf("off %d\n", self->off);
	trace(((spinlock_t *)0x10)->rlock.raw_lock.val.counter);
	printf("not reached 1\n");
}

BEGIN
{
	trace(*(u8 *)0xffffffffffffffff);
	printf("not reached 2\n");
}

BEGIN
{
	trace(((atomic_t *)-8)->counter);
	printf("not reached 3\n");
}

BEGIN
{
	exit(0);
}
