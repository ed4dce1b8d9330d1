#pragma D option scratchsize=64

BEGIN
{
	this->p = alloca(65);
}
