#pragma D option quiet

/*
 * A struct tag named before its definition, or never defined, is a
 * forward declaration as in dtrace: pointers to it are declared, cast
 * and compared, and a definition later in the script completes it.
 */
struct later *lp;
struct later {
	int a;
	int b;
};

BEGIN
{
	this->u = (struct undefined *)0;
	lp = (struct later *)alloca(sizeof(struct later));
	lp->b = 2;
	printf("%d %d %d\n", this->u == NULL, lp->b, sizeof(*lp));
	exit(0);
}
