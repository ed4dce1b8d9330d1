#pragma D option quiet

/* strtok(s, delim) starts on S; strtok(NULL, delim) goes on with it;
 * runs of delimiters separate one token; "" when none is left. */
BEGIN
{
	printf("[%s]", strtok("a,b;;c", ",;"));
	printf("[%s]", strtok(NULL, ",;"));
	printf("[%s]", strtok(NULL, ",;"));
	printf("[%s]", strtok(NULL, ",;"));
	printf("[%s]\n", strtok(NULL, ",;"));
	printf("[%s]", strtok("  lead trail  ", " "));
	printf("[%s]", strtok(NULL, " "));
	printf("[%s]\n", strtok(NULL, " "));
	printf("[%s][%s]\n", strtok("nodelim", ","), strtok("", ","));
	exit(0);
}
