/* pkg/wait.d - runs until stopped: SIGTERM to the packaged dtaprun (what
 * `systemctl stop dtap@NAME` sends, KillMode=mixed) must run END and
 * unload. */
#pragma D option quiet

BEGIN
{
	printf("ready\n");
}

END
{
	printf("end\n");
}
