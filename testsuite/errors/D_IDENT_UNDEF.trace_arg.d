BEGIN
{
	trace(count_so_far);
}
