#pragma D option quiet
#pragma D option stackframes=2

int done;

/*
 * stack() in JSON (.args): an array of frames, each its address and
 * "module`symbol+0xoffset".  The .sh replaces kernel addresses (KASLR) and
 * offsets (the build's).
 */
syscall::getppid:entry
/execname == "sysload" && !done/
{
	done = 1;
	stack();
	printf("%s\n", "after");
	exit(0);
}
