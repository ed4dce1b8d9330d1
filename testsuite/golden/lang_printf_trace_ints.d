/*
 * trace() of integers as dtrace-utils prints them: the width from the
 * size and the signedness of the type (" %3hhd" ... " %20lu").
 */
BEGIN
{
	trace((char)-1);
	trace((unsigned char)200);
	trace((short)-2);
	trace((uint16_t)65535);
	trace(-1);
	trace(0xffffffff);
	trace(-5000000000);
	trace((uint64_t)-1);
	exit(0);
}
