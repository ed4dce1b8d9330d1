/* the proc provider's args[] are Evolving/Evolving/ISA (tapsets/proc.d's
 * #pragma D attributes), curpsinfo Stable/Stable/Common (psinfo.d's) */
#pragma D option amin=Evolving/Evolving/Common
proc:::exit
{
	trace(curpsinfo->pr_pid);
	trace(args[0]);
}
