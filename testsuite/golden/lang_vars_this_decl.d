#pragma D option quiet

/* Declared this-> variables keep their declared type; a this-> string
 * holds strsize bytes. */
#pragma D option strsize=16
this uint16_t small;
this string s;

BEGIN
{
	this->small = 70000;
	this->s = "abcdefghijklmnopqrstuvwxyz";
	this->small++;
	printf("%d %s %d\n", this->small, this->s, strlen(this->s));
	exit(0);
}
