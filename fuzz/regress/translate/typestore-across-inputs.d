BEGIN
{
	s+++int32_t+++2+A+++x }
 