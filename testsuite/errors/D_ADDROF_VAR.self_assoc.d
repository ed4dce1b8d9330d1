BEGIN
{
	self->a[1] = 2;
	trace(&self->a[1]);
}
