/* syscall's args[] are Private/Private/ISA (dtrace's syscall provider):
 * below -x amin */
#pragma D option amin=Evolving/Evolving/Common
syscall::read:entry
{
	trace(args[2]);
}
