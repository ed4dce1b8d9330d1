BEGIN
{
	trace(curthread->comm[16]);
}
