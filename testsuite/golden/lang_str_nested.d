#pragma D option quiet

/* Subroutine results feed other subroutines, comparisons, ?:, keys and
 * variables; each call site has its own scratch string. */
BEGIN
{
	path = "/usr/local/lib/libdtap.so.1";
	printf("%s\n", toupper(basename(dirname(path))));
	printf("%s\n", strjoin(strjoin(substr(path, 0, 4), "/"), lltostr(strlen(path))));
	printf("%d\n", strlen(strjoin(path, path)));
	x = index(path, "lib") < rindex(path, "lib") ? "twice" : "once";
	printf("%s\n", x);
	count[basename(path)] = strlen(basename(path));
	printf("%d\n", count["libdtap.so.1"]);
	printf("%d %d\n", tolower("ABC") == "abc", strstr(path, "local") > "l");
	this->t = strtoll(substr(path, rindex(path, ".") + 1));
	printf("%d\n", this->t + 41);
	exit(0);
}
