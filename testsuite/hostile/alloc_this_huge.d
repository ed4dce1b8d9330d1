#pragma D option quiet

/*
 * 900 MB of this-> storage per CPU: more than the guest has.  The load
 * fails with ENOMEM, which dtaprun reports; the OOM killer is not woken
 * (it killed dtaprun itself) and nothing stays loaded.
 */
this char buf[900000000];

BEGIN
{
	this->i = 5;
	this->buf[this->i] = 1;
	printf("%d\n", this->buf[5]);
	exit(0);
}
