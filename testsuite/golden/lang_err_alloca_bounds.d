#pragma D option quiet

/*
 * Loads through an alloca()'d pointer outside its region fault with
 * "invalid address", as dtrace-utils checks every alloca'd access
 * against the scratch region (libdtrace/dt_cg.c,
 * dt_cg_alloca_access_check): beyond its top, before its bottom, and
 * from a later clause (a clause's scratch memory is freed when it ends).
 * A load inside the region reads what was stored there; a fault drops
 * its clause's output, as dtrace discards a faulting clause's record.
 * The .sh writes 0xADDR for the (per-CPU) scratch addresses.
 */
BEGIN
{
	this->p = (char *)alloca(8);
	*(int *)(this->p + 4) = 7;
	printf("inside: %d\n", *(int *)(this->p + 4));
}

BEGIN
{
	this->p = (char *)alloca(8);
	printf("beyond: %d\n", *(int *)(this->p + 8));
}

BEGIN
{
	this->q = (char *)alloca(16);
	printf("below: %d\n", *(int *)(this->q - 4));
}

BEGIN
{
	printf("later clause: %d\n", *(int *)this->q);
}

BEGIN
{
	printf("end\n");
	exit(0);
}
