#pragma D option quiet

/*
 * print() of values (no memory read): "(type)value", the type as the
 * expression is typed (a cast's name kept: int8_t), integers in decimal
 * by their signedness, a string quoted, an enum by its enumerator's name
 * (the kernel's system_state is SYSTEM_RUNNING once init runs).  Quiet,
 * each print() ends its line.
 */
BEGIN
{
	print(1);
	print(-1);
	print((char)65);
	print((unsigned char)200);
	print((short)-2);
	print((int8_t)-1);
	print((uint16_t)65535);
	print(0xffffffff);
	print((uint64_t)-1);
	print(-5000000000);
	print(1 == 1);
	print("hello");
	print(strjoin("a", "b"));
	print(`system_state);
	print(`init_task.pid);
	exit(0);
}
