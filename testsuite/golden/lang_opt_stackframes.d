#pragma D option quiet
#pragma D option stackframes=2

int done;

/*
 * stack() without a depth takes the stackframes option (dtrace's
 * default depth), here 2 frames: where the syscall tracepoint fired and
 * its caller.  The .sh replaces the frames' offsets by 0xOFF.
 */
syscall::getppid:entry
/execname == "sysload" && !done/
{
	done = 1;
	printf("[%k]\n", stack());
	exit(0);
}
