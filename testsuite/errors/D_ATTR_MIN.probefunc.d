/* probefunc has the attributes of the provider's function field: a
 * syscall's name is Private/Private/ISA */
#pragma D option amin=Evolving/Evolving/Common
syscall::read:entry
{
	trace(probename);
	trace(probefunc);
}
