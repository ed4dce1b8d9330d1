#pragma D option quiet

/* this-> variables: typed by their first assignment or a declaration,
 * visible to every clause of the same probe firing. */
this int decl;
this string name;

BEGIN
{
	this->x = 10;
	this->s = "clause-local";
	this->decl = 0x1ffffffff;
	this->name = probename;
}

BEGIN
/this->x == 10/
{
	this->x += 5;
	printf("%d %s %d %s\n", this->x, this->s, this->decl, this->name);
}

BEGIN
{
	this->s = strjoin(this->s, "!");
	printf("%s %d\n", this->s, this->x * 2);
}

END
{
	this->x = 1;
	this->x++;
	printf("end %d\n", this->x);
}

BEGIN
{
	exit(0);
}
