BEGIN
{
	self->x = 1;
}
