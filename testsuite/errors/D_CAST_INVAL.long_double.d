BEGIN
{
	this->x = (long double)1;
}
