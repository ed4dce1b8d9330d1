#pragma D option quiet

/*
 * func(), sym(), usym(), uaddr() ... as statements of their own trace
 * their value, the same record as trace(func(x)) (dtrace's actions that
 * record an address to print as a symbol).  usym(x); as a statement once
 * crashed pass 3.
 */
BEGIN
{
	func((uint64_t)&`vfs_read);
	printf("|\n");
	trace(func((uint64_t)&`vfs_read));
	printf("|\n");
	usym(0);
	printf("|\n");
	trace(usym(0));
	printf("|\n");
	uaddr(0);
	printf("|\n");
	exit(0);
}
