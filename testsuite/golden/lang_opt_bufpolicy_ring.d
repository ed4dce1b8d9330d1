#pragma D option quiet

/*
 * -x bufpolicy=ring -x bufsize=4k (lang_opt_bufpolicy_ring.args): the
 * ring keeps the last records traced (16 bytes each: 256 fit, with the
 * exit() record and END's), printed once tracing stops.
 */
int i;

tick-1000hz
/i < 1000/
{
	printf("record %d\n", i++);
}

tick-1000hz
/i == 1000/
{
	exit(0);
}

END
{
	printf("end after %d records\n", i);
}
