#pragma  a freed variable reads as 0 in the next predicate. */
BEGIN
{
	self->on = 1;
	seen["begin"] = 1;
	this->n = 3;
}

BEGIN
/self->on && this->n == 3/
{
	printf("on %d\n", this->n);
	self->on = 0;
}

BEGIN
/self->on/
{
	printf("not printed\n");
}

BEGIN
/!self->on &&& seen["begin"] && !seen["end"]/
{
	printf("off, begin seen\n");
	exit(0);
}
