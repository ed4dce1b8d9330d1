#pragma D option quiet

/* The process macros are those of the dtap process that compiled the
 * script: only their relations are stable ($sid is 0 when the session
 * leader lives outside our pid namespace, as in a CI container). */
BEGIN
{
	printf("%d %d %d\n", $pid > 0, $ppid > 0, $pid != $ppid);
	printf("%d %d\n", $uid == $euid, $gid == $egid);
	printf("%d %d %d\n", $sid >= 0, $pgid > 0, $projid + $taskid);
	printf("%d %d\n", $target, $$pid == lltostr($pid));
	exit(0);
}
