#pragma D option quiet

/*
 * memstr() (NULs but a last one become the separator), uuidstr() (struct
 * uuid: three integers in the machine's byte order, then eight bytes)
 * and cpucycles (the CPU's cycle counter, counting up), FreeBSD's D.
 */
this uint8_t u[16];

BEGIN
{
	printf("[%s]\n", memstr((void *)&`init_task.comm, ' ', 16));
	printf("[%s]\n", memstr((void *)&`init_task.comm, '-', 4));
	this->u[0] = 0x00; this->u[1] = 0x01; this->u[2] = 0x02; this->u[3] = 0x03;
	this->u[4] = 0x04; this->u[5] = 0x05; this->u[6] = 0x06; this->u[7] = 0x07;
	this->u[8] = 0x08; this->u[9] = 0x09; this->u[10] = 0x0a; this->u[11] = 0x0b;
	this->u[12] = 0x0c; this->u[13] = 0x0d; this->u[14] = 0x0e; this->u[15] = 0xff;
	printf("%s\n", uuidstr(this->u));
	this->c = cpucycles;
	printf("cpucycles %s\n", this->c > 0 && cpucycles > this->c ? "counts" : "stands");
}

BEGIN
{
	printf("%s\n", memstr(0, ' ', 4));	/* the clause's error */
}

BEGIN
{
	exit(0);
}
