#pragma D option quiet
#pragma D option strsize=8

/* String keys and values are cut at strsize like every D string: keys
 * that differ only past strsize name one element. */
BEGIN
{
	k["abcdefgh-one"] = 1;
	k["abcdefgh-two"] += 10;
	v[1] = "0123456789";
	printf("%d %d %s\n", k["abcdefgh"], k["abcdefgX"], v[1]);
	self->s["x"] = "longer than eight";
	printf("%s %d\n", self->s["x"], strlen(self->s["x"]));
	exit(0);
}
