#pragma D option quiet

/* self-> variables: typed by declaration or first assignment, 0 or ""
 * when unset, freed by assigning 0, visible to later probes of the same
 * thread (BEGIN and END fire in the consumer's thread). */
self int declared;
self string name;

BEGIN
{
	printf("[%d] [%s]\n", self->declared, self->name);
	self->declared = 0x1ffffffff;
	self->name = "me";
	self->n = 10;
	self->n *= 3;
	self->n--;
	self->big = 1LL << 40;
	printf("%d %s %d %d\n", self->declared, self->name, self->n, self->big);
	self->name = 0;
	self->n = 0;
	printf("[%s] %d %d\n", self->name, self->n, self->n + 1);
	self->n++;
	self->kept = "kept";
	printf("%d\n", self->n);
	exit(0);
}

END
{
	printf("%s %d\n", self->kept, self->declared);
}
