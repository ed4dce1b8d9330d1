#pragma D option quiet

/*
 * Clauses longer than one C function takes (translator/cg/dt_cg_stmt.c,
 * CLAUSE_PART): the parts run in order, this-> variables and string
 * slots live across them, a record is built across them, aggregations
 * are updated by the out-of-line forms the parts call, and a fault in a
 * later part ends the clause there with the right action number; and a
 * probe with more clauses than its handler inlines.
 */
BEGIN
{
	x = 0;
	n = 0;
	b = 0;
	k = 0;
}

/* 80 statements: the record and this-> span three parts */
BEGIN
/x == 0/
{
	this->s = "a";
	this->n = 1;
	printf("%d %s|", this->n, this->s);
	@c[this->n % 3] = count();
	@s[this->n % 4, 2] = sum(this->n);
	this->s = strjoin(this->s, "d");
	this->n = this->n + 4;
	this->n = this->n + 5;
	this->s = strjoin(this->s, "g");
	this->n = this->n + 7;
	@c[this->n % 3] = count();
	this->s = strjoin(this->s, "j");
	this->n = this->n + 10;
	this->n = this->n + 11;
	this->s = strjoin(this->s, "m");
	printf("%d %s|", this->n, this->s);
	this->n = this->n + 14;
	this->s = strjoin(this->s, "p");
	@s[this->n % 4, 16] = sum(this->n);
	this->n = this->n + 17;
	this->s = strjoin(this->s, "s");
	this->n = this->n + 19;
	this->n = this->n + 20;
	this->s = strjoin(this->s, "v");
	@c[this->n % 3] = count();
	@s[this->n % 4, 23] = sum(this->n);
	this->s = strjoin(this->s, "y");
	this->n = this->n + 25;
	printf("%d %s|", this->n, this->s);
	this->s = strjoin(this->s, "b");
	this->n = this->n + 28;
	@c[this->n % 3] = count();
	this->s = strjoin(this->s, "e");
	this->n = this->n + 31;
	this->n = this->n + 32;
	this->s = strjoin(this->s, "h");
	this->n = this->n + 34;
	this->n = this->n + 35;
	this->s = strjoin(this->s, "k");
	@s[this->n % 4, 37] = sum(this->n);
	this->n = this->n + 38;
	printf("%d %s|", this->n, this->s);
	this->n = this->n + 40;
	this->n = this->n + 41;
	this->s = strjoin(this->s, "q");
	@c[this->n % 3] = count();
	@s[this->n % 4, 44] = sum(this->n);
	this->s = strjoin(this->s, "t");
	this->n = this->n + 46;
	this->n = this->n + 47;
	this->s = strjoin(this->s, "w");
	this->n = this->n + 49;
	@c[this->n % 3] = count();
	this->s = strjoin(this->s, "z");
	printf("%d %s|", this->n, this->s);
	this->n = this->n + 53;
	this->s = strjoin(this->s, "c");
	this->n = this->n + 55;
	this->n = this->n + 56;
	this->s = strjoin(this->s, "f");
	@s[this->n % 4, 58] = sum(this->n);
	this->n = this->n + 59;
	this->s = strjoin(this->s, "i");
	this->n = this->n + 61;
	this->n = this->n + 62;
	this->s = strjoin(this->s, "l");
	@c[this->n % 3] = count();
	printf("%d %s|", this->n, this->s);
	this->s = strjoin(this->s, "o");
	this->n = this->n + 67;
	this->n = this->n + 68;
	this->s = strjoin(this->s, "r");
	this->n = this->n + 70;
	@c[this->n % 3] = count();
	this->s = strjoin(this->s, "u");
	this->n = this->n + 73;
	this->n = this->n + 74;
	this->s = strjoin(this->s, "x");
	this->n = this->n + 76;
	this->n = this->n + 77;
	printf("\nend %d %s\n", this->n, this->s);
}

/* the fault is the 50th statement (action #50): the stores before it
 * stay, the record and the statements after it are dropped */
BEGIN
{
	printf("discarded\n");
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	n = n + 1;
	y = 1 / x;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	b = b + 1;
	printf("not reached\n");
}

ERROR
{
	printf("ERROR fired\n");
}

/* BEGIN has more clauses than its handler runs inline (dt_cg.c,
 * HANDLER_INLINE): they run in groups, each group one function */
BEGIN
{
	k = k + 1;
}

BEGIN
{
	k = k + 2;
}

BEGIN
{
	k = k + 3;
}

BEGIN
{
	k = k + 4;
}

BEGIN
{
	k = k + 5;
}

BEGIN
{
	printf("n %d b %d k %d\n", n, b, k);
	exit(0);
}

/* so does END, after tracing has stopped: every clause runs, a fault
 * ends only its own */
END
{
	e = 1;
}

END
{
	e = e + 2;
}

END
{
	e = e + 1 / x;
	e = e + 100;
}

END
{
	e = e + 4;
}

END
{
	e = e + 5;
}

END
{
	e = e + 6;
}

END
{
	e = e + 7;
}

END
{
	e = e + 8;
}

END
{
	printf("e %d\n", e);
}
