#pragma D option quiet

/*
 * -c CMD (out_cmd.sh): tracing stops when the command ends; its output
 * shares our stdout and stderr.  END runs after it ended, so its output
 * comes last; the exit status is 0 (no exit()), whatever the command's.
 */
tick-10ms
{
	n++;
}

END
{
	printf("end after the command\n");
}
