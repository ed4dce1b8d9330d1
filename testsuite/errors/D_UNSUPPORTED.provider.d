lockstat:::adaptive-acquire
{
	trace(1);
}
