/* The first demo (make demo): runs in a qemu guest with dtap --vm. */
BEGIN
{
	printf("hello %d %s\n", 42, "world");
	exit(3);
}
