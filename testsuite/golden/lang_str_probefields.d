#pragma D option quiet

/* String subroutines on the probe's own name fields. */
BEGIN
{
	printf("%s %s %d\n", toupper(probeprov), tolower(probename), strlen(probename));
	printf("%s %d %d\n", substr(probename, 1, 3), index(probename, "G"),
	    rindex(strjoin(probeprov, probeprov), "dtrace"));
	printf("[%s] [%s]\n", strjoin(probemod, probefunc), basename(probename));
	exit(0);
}
