plockstat:::mutex-acquire
{
	trace(1);
}
