#pragma D option quiet
#pragma D option bufpolicy=fill
#pragma D option bufresize=manual
#pragma D option stackframes=10
#pragma D option ustackframes=0x20
#pragma D option maxframes=50
#pragma D option argref
#pragma D option droptags
#pragma D option rawbytes
#pragma D option flowindent=yes
#pragma D option destructive=no

/*
 * The other options dtrace accepts, in a script.  flowindent has its
 * effect even under quiet, as in dtrace: the "CPU FUNCTION" header and
 * the flow column before the record's data (lang_opt_flowindent).
 */
BEGIN
{
	printf("accepted\n");
	exit(0);
}
