#pragma D option quiet
#pragma D option destructive

/*
 * copyoutstr() and copyout() (-w) write into the memory of the traced -c
 * command: at its write(2) of "hello world\n", copyoutstr puts "HELLO"
 * over "hello" (maxlen 5: no NUL), and copyout copies those 5 bytes, read
 * back with copyin(), over "world", so the command prints "HELLO HELLO".
 * Then an unmapped user address (0x1000) and a bad kernel source (NULL)
 * each abort their clause with "invalid address".
 */
int done;

syscall::write:entry
/pid == $target && arg0 == 1 && !done/
{
	done = 1;
	copyoutstr("HELLO", arg1, 5);
	copyout(copyin(arg1, 5), arg1 + 6, 5);
}

syscall::write:entry
/pid == $target && done == 1/
{
	done = 2;
	copyoutstr("x", 0x1000, 2);
}

syscall::write:entry
/pid == $target && done == 2/
{
	done = 3;
	copyout((void *)0, arg1, 1);
}
