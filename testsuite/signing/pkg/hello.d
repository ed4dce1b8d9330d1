/* pkg/hello.d - run by the packaged dtaprun as a dtapusr member. */
#pragma D option quiet

BEGIN
{
	printf("hello from the installed dtap-runtime\n");
	exit(0);
}
