#pragma D option quiet

/*
 * -x bufpolicy=fill with a 4k buffer: records are kept until tracing
 * stops; the first that does not fit (16 bytes each, 80 kept back for
 * END) is dropped and stops tracing as exit() would; END still prints.
 */
#pragma D option bufpolicy=fill
#pragma D option bufsize=4k

tick-1000hz
{
	printf("record %d\n", i++);
}

END
{
	printf("end after %d records\n", i);
}
