#pragma D option quiet

/*
 * A char * or a char array is a string where a subroutine's prototype
 * wants one: dtrace-utils checks arguments with dt_node_is_argcompat(),
 * to which any two of string, char * and char [N] are compatible
 * (libdtrace/dt_parser.c, dt_node_is_strcompat()).
 */
char buf[16];

BEGIN
{
	buf[0] = '/'; buf[1] = 'a'; buf[2] = '/'; buf[3] = 'b'; buf[4] = ',';
	buf[5] = 'c';
	p = (char *)buf;
	printf("%s|%s|%s|%d|%s\n", strjoin(p, "!"), substr(buf, 1, 3), strtok(p, ","),
	    index(buf, "b"), dirname(p));
	printf("%d %s\n", strlen(buf), basename(p));
	exit(0);
}
